import { useDeferredValue, useState } from 'react';
import { formatNaira } from '../../../../shared/money.ts';
import type { OutfitChoice } from '../../../../shared/schemas/aso-ebi-host.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useOutfitChoices } from '../api/search-outfits.ts';

/**
 * Search the catalogue for an outfit to make a look of: each result shows its tailor, price and
 * making time (which the form's dates are computed from); the host's own outfits cannot be chosen.
 */
export function OutfitPicker({
  onPick,
  disabled,
}: {
  onPick: (outfit: OutfitChoice) => void;
  disabled: boolean;
}) {
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const outfits = useOutfitChoices(query, !disabled);

  return (
    <div className="space-y-3 rounded-lg border border-dashed border-stone-300 p-3">
      <Field label="Find an outfit for a look" hint="Search by outfit, category or tailor">
        {(ids) => (
          <SearchInput
            id={ids.id}
            aria-describedby={ids.describedBy}
            value={q}
            disabled={disabled}
            placeholder="e.g. agbada, aso-oke, lace"
            onChange={(e) => setQ(e.target.value)}
          />
        )}
      </Field>
      {outfits.isError && (
        <p className="text-sm text-red-700">The outfits could not be loaded. Please try again.</p>
      )}
      {outfits.isPending && !disabled && <Skeleton className="h-20" />}
      {outfits.data && outfits.data.length === 0 && (
        <p className="text-sm text-stone-600">No outfit matches “{query}”.</p>
      )}
      {outfits.data && outfits.data.length > 0 && (
        <ul aria-label="Outfits to choose from" className="max-h-80 space-y-2 overflow-y-auto">
          {outfits.data.map((outfit) => (
            <li
              key={outfit.productId}
              className="flex items-start gap-3 rounded-md border border-stone-200 p-2"
            >
              <img
                src={outfit.imageUrl}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 shrink-0 rounded object-cover"
              />
              <div className="min-w-0 flex-1 space-y-1 text-sm break-words">
                <p className="font-medium text-stone-900">{outfit.name}</p>
                <p className="text-stone-600">
                  {outfit.tailor.businessName} · {formatNaira(outfit.price)} · {outfit.makingDays}{' '}
                  days to sew
                </p>
                {outfit.ownWorkshop ? (
                  <p className="text-stone-600">Your own workshop: not for your event.</p>
                ) : (
                  <Button
                    variant="outline"
                    disabled={disabled}
                    aria-label={`Choose ${outfit.name}`}
                    onClick={() => onPick(outfit)}
                  >
                    Choose
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
