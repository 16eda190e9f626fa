import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useMyDesigns } from '../api/get-my-designs.ts';
import { useUpdateDesign } from '../api/update-design.ts';
import { DesignForm } from './design-form.tsx';
import { ListState, Section } from './section-states.tsx';

/** The tailor's designs: styles they make, kept active or set aside. */
export function DesignsSection() {
  const designs = useMyDesigns();
  const update = useUpdateDesign();
  const [editing, setEditing] = useState<string | null>(null);
  const list = designs.data ?? [];
  return (
    <Section
      title="Designs"
      intro="The styles you make, to talk through with shoppers."
      action={editing === null && <Button onClick={() => setEditing('new')}>Add Design</Button>}
    >
      {editing === 'new' && <DesignForm onDone={() => setEditing(null)} />}
      <ListState query={designs} isEmpty={list.length === 0} empty="You have no designs yet.">
        <ul className="space-y-3">
          {list.map((design) =>
            editing === design.id ? (
              <li key={design.id}>
                <DesignForm editing={design} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={design.id}>
                <Card className="p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold text-stone-900">{design.name}</h3>
                    <Badge tone={design.isActive ? 'brand' : 'neutral'}>
                      {design.isActive ? 'Active' : 'Set aside'}
                    </Badge>
                  </div>
                  <p className="text-sm text-stone-600">{design.category}</p>
                  <p className="mt-1 line-clamp-2 text-sm text-stone-700">{design.description}</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      onClick={() => setEditing(design.id)}
                      aria-label={`Edit ${design.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={update.isPending}
                      onClick={() =>
                        update.mutate(
                          { id: design.id, isActive: !design.isActive },
                          { onError: () => notifyError('Error', 'Failed to change the design.') },
                        )
                      }
                    >
                      {design.isActive ? 'Set aside' : 'Make active'}
                    </Button>
                  </div>
                </Card>
              </li>
            ),
          )}
        </ul>
      </ListState>
    </Section>
  );
}
