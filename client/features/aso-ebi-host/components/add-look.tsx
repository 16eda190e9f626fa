import { useState } from 'react';
import { MAX_LOOKS } from '../../../../shared/aso-ebi.ts';
import { formatNairaExact } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorIssues, errorMessage } from '../../../lib/api-issues.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAddLook } from '../api/add-look.ts';
import { marginOf, maxMargin, type LookDraft } from '../lib/event-draft.ts';
import { LookEditor } from './look-editor.tsx';
import { OutfitPicker } from './outfit-picker.tsx';

/** Another tailor's look for an open event: chosen, described and added in one step. */
export function AddLook({ eventId, looks }: { eventId: string; looks: number }) {
  const add = useAddLook(eventId);
  const [look, setLook] = useState<LookDraft>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string>();
  if (looks >= MAX_LOOKS) {
    return <p className="text-sm text-stone-700">This event has its {MAX_LOOKS} looks.</p>;
  }
  if (!look) {
    return (
      <OutfitPicker
        disabled={false}
        onPick={(outfit) => setLook({ outfit, fabricNote: '', margin: '', distribution: 'guests' })}
      />
    );
  }
  const index = looks;
  const path = (field: string) => `looks.${index}.${field}`;

  function submit() {
    if (!look) return;
    const found: Record<string, string> = {};
    const margin = marginOf(look);
    if (!look.fabricNote.trim()) found[path('fabricNote')] = 'Fabric colour or note is required';
    if (margin === undefined) found[path('margin')] = 'Margin must be an amount in naira';
    else if (margin > maxMargin(look.outfit.price)) {
      found[path('margin')] =
        `Your margin may be at most ${formatNairaExact(maxMargin(look.outfit.price))}.`;
    }
    setErrors(found);
    setRefusal(undefined);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      {
        productId: look.outfit.productId,
        fabricNote: look.fabricNote,
        margin: margin ?? 0,
        distribution: look.distribution,
      },
      {
        onSuccess: () => {
          setLook(undefined);
          notifySuccess('Look added', `${look.outfit.name} is on your event page`);
        },
        onError: (error) => {
          setErrors(Object.fromEntries(errorIssues(error).map((i) => [path(i.path), i.message])));
          setRefusal(errorMessage(error) ?? 'The look could not be added. Please try again.');
        },
      },
    );
  }

  return (
    <div className="space-y-3">
      <LookEditor
        index={index}
        look={look}
        errors={errors}
        onChange={setLook}
        onRemove={() => setLook(undefined)}
      />
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <Button onClick={submit} disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add this look'}
      </Button>
    </div>
  );
}
