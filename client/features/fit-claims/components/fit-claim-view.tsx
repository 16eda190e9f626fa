import { Link } from 'react-router';
import {
  fitClaimEventLabels,
  fitClaimSeverityLabels,
} from '../../../../shared/schemas/fit-claims-rules.ts';
import { measurementFields } from '../../../../shared/catalog.ts';
import { formatNairaExact } from '../../../../shared/money.ts';
import type { FitClaim } from '../../../../shared/schemas/fit-claims.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../../shared/dates.ts';
import { FitClaimStateBadge } from './fit-claim-state-badge.tsx';
import { orderNumber } from '../../../../shared/order-lifecycle.ts';

const actorLabels = { shopper: 'Shopper', tailor: 'Tailor', admin: 'Telo' } as const;

/** A claim as all three parties see it: what was reported, where it stands, its timeline. */
export function FitClaimView({ claim }: { claim: FitClaim }) {
  const retaken = claim.measurements
    ? measurementFields.filter(({ key }) => typeof claim.measurements?.[key] === 'number')
    : [];
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <Thumbnail src={claim.product.imageUrl} px={64} className="size-16" />
          <div>
            <h1 className="text-2xl font-bold text-stone-900">Fit claim: {claim.garment}</h1>
            <p className="text-sm text-stone-600">
              {claim.product.name} · {claim.tailor.businessName} ·{' '}
              {claim.viewer === 'shopper' ? (
                <Link to={paths.order(claim.orderId)} className="underline">
                  Order {orderNumber(claim.orderId)}
                </Link>
              ) : (
                <>Order {orderNumber(claim.orderId)}</>
              )}
            </p>
          </div>
        </div>
        <FitClaimStateBadge state={claim.state} />
      </div>

      <Card className="space-y-3 p-4">
        <p className="whitespace-pre-line text-stone-800">{claim.problem}</p>
        <p className="text-sm text-stone-600">
          {fitClaimSeverityLabels[claim.severity]}: covered up to{' '}
          {formatNairaExact(claim.creditCap)}
        </p>
        {claim.creditAmount !== null && (
          <p className="font-semibold text-brand-900" data-testid="claim-credit">
            Store credit issued: {formatNairaExact(claim.creditAmount)}
          </p>
        )}
        {claim.photos.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Photos">
            {claim.photos.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  <Thumbnail src={url} px={96} className="size-24" />
                  <span className="sr-only">Open photo</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {retaken.length > 0 && (
          <div>
            <h2 className="text-sm font-semibold text-stone-900">
              Re-taken measurements ({String(claim.measurements?.unit ?? 'inches')})
            </h2>
            <dl className="mt-1 grid grid-cols-2 gap-x-4 text-sm sm:grid-cols-4">
              {retaken.map(({ key, label }) => (
                <div key={key} className="flex justify-between gap-2">
                  <dt className="text-stone-600">{label}</dt>
                  <dd className="text-stone-900">{String(claim.measurements?.[key])}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </Card>

      <section aria-labelledby="claim-timeline">
        <h2 id="claim-timeline" className="text-lg font-semibold text-stone-900">
          Timeline
        </h2>
        <ol className="mt-2 space-y-3 border-l-2 border-brand-200 pl-4">
          {claim.events.map((event, i) => (
            <li key={i}>
              <p className="font-medium text-stone-900">{fitClaimEventLabels[event.kind]}</p>
              <p className="text-xs text-stone-600">
                {actorLabels[event.actor]} · {formatDate(event.at)}
              </p>
              {event.note && event.kind !== 'reported' && (
                <p className="mt-1 text-sm whitespace-pre-line text-stone-700">{event.note}</p>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
