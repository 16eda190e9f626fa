import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { ListState, Section } from './section-states.tsx';

type Entry = { id: string; name: string; isActive: boolean };

/** The words that differ between two lists of the same shape (designs, fabrics). */
export type EditableListWords = {
  title: string;
  intro: string;
  add: string;
  empty: string;
  /** The badge for an active entry ("Active", "In use"); a set-aside one reads "Set aside". */
  active: string;
  /** The button that brings a set-aside entry back ("Make active", "Put back in use"). */
  reactivate: string;
  /** The toast when setting aside or bringing back fails. */
  toggleFailed: string;
};

/**
 * A workspace list the tailor keeps by hand: each entry is a card with its details, Edit (the
 * form opens in its place) and Set aside / bring back; Add opens the same form above the list.
 */
export function EditableListSection<T extends Entry>({
  words,
  query,
  toggle,
  form,
  details,
}: {
  words: EditableListWords;
  query: {
    data?: T[];
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  toggle: {
    isPending: boolean;
    mutate: (
      change: { id: string; isActive: boolean },
      options: { onError: () => void },
    ) => unknown;
  };
  /** The add (`editing` undefined) or edit form; it calls `onDone` when saved or cancelled. */
  form: (props: { editing?: T; onDone: () => void }) => ReactNode;
  details: (entry: T) => ReactNode;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const list = query.data ?? [];
  const done = () => setEditing(null);
  return (
    <Section
      title={words.title}
      intro={words.intro}
      action={editing === null && <Button onClick={() => setEditing('new')}>{words.add}</Button>}
    >
      {editing === 'new' && form({ onDone: done })}
      <ListState query={query} isEmpty={list.length === 0} empty={words.empty}>
        <ul className="space-y-3">
          {list.map((entry) => (
            <li key={entry.id}>
              {editing === entry.id ? (
                form({ editing: entry, onDone: done })
              ) : (
                <Card className="p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold text-stone-900">{entry.name}</h3>
                    <Badge tone={entry.isActive ? 'brand' : 'neutral'}>
                      {entry.isActive ? words.active : 'Set aside'}
                    </Badge>
                  </div>
                  {details(entry)}
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      onClick={() => setEditing(entry.id)}
                      aria-label={`Edit ${entry.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={toggle.isPending}
                      onClick={() =>
                        toggle.mutate(
                          { id: entry.id, isActive: !entry.isActive },
                          { onError: () => notifyError('Error', words.toggleFailed) },
                        )
                      }
                    >
                      {entry.isActive ? 'Set aside' : words.reactivate}
                    </Button>
                  </div>
                </Card>
              )}
            </li>
          ))}
        </ul>
      </ListState>
    </Section>
  );
}
