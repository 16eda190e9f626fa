import { formatNairaExact } from '../../../../shared/money.ts';
import type { EventLook } from '../../../../shared/schemas/aso-ebi-guest.ts';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';

/** How a look reaches its guest, as its price line says it. */
export const deliveryWords = (look: Pick<EventLook, 'distribution'>) =>
  look.distribution === 'host'
    ? 'To the host, who hands it out: its fee to her address is added when you pay'
    : 'To you: priced by your address when you pay, or pickup from the workshop free';

/** One look: the outfit, its tailor and fabric, its price lines and the places it has left. */
export function LookCard({ look }: { look: EventLook }) {
  return (
    <article className="flex gap-3 rounded-lg border border-stone-200 bg-white p-3">
      <Thumbnail src={look.product.imageUrl} px={88} className="size-22" loading="lazy" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-stone-900">{look.product.name}</h3>
        <p className="text-sm text-stone-600">
          {look.tailor.businessName}, {look.tailor.location} · {look.fabricNote}
        </p>
        <dl className="mt-2 space-y-0.5 text-sm">
          <PriceLine label="Outfit" value={formatNairaExact(look.outfit)} />
          <PriceLine label="Host’s margin" value={formatNairaExact(look.hostMargin)} />
          <div>
            <dt className="inline text-stone-600">Delivery: </dt>
            <dd className="inline text-stone-800">{deliveryWords(look)}</dd>
          </div>
        </dl>
        <p className="mt-1 text-sm font-medium text-brand-900">
          {look.placesLeft > 0
            ? `${look.placesLeft} of ${look.capacity} places left`
            : 'Full: no places left'}
        </p>
      </div>
    </article>
  );
}

function PriceLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium text-stone-900">{value}</dd>
    </div>
  );
}
