import { Scissors } from 'lucide-react';
import { Link } from 'react-router';
import { countOf } from '../../../../shared/numbers.ts';
import { paths } from '../../../config/paths.ts';
import { useShopClaim } from '../../../lib/shop.ts';
import { goldCta } from './cta-classes.ts';

/** The call to tailors to join Telo (spec §2, Home); the live shop says how many have (issue 29). */
export function TailorInvitation() {
  const join = useShopClaim('Join 500+ master tailors on Telo.', ({ facts }) =>
    facts.tailors > 0
      ? `Join ${countOf(facts.tailors, 'master tailor')} on Telo.`
      : 'Join the master tailors on Telo.',
  );
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <div className="flex flex-col items-start gap-6 rounded-2xl bg-brand-900 p-6 text-white shadow-lg sm:p-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-full bg-gold-500 text-stone-950">
            <Scissors aria-hidden="true" className="size-7" />
          </span>
          <div>
            <h2 className="text-2xl font-bold sm:text-3xl">Are you a master tailor?</h2>
            <p className="mt-2 max-w-2xl text-brand-50">
              {join} Receive orders with the customer&apos;s measurements already taken, and get
              paid for your craft.
            </p>
          </div>
        </div>
        <Link to={paths.becomeTailor} className={`${goldCta} shrink-0`}>
          Become a Telo Tailor
        </Link>
      </div>
    </section>
  );
}
