import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** Invites tailors to apply; the application itself lives at /become-tailor. */
export function JoinNetworkCta() {
  return (
    <section
      aria-labelledby="join-network-title"
      className="rounded-2xl bg-gradient-to-br from-brand-900 to-brand-800 px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id="join-network-title" className="text-2xl font-bold sm:text-3xl">
        Join Our Network of Master Tailors
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-brand-50">
        Reach shoppers across Nigeria who arrive with their measurements already taken. Apply in a
        few minutes; we review every application within 3-5 business days.
      </p>
      <Link
        to={paths.becomeTailor}
        className="mt-6 inline-flex min-h-12 items-center justify-center rounded-md bg-gold-500 px-6 font-semibold text-stone-900 transition-colors hover:bg-gold-100"
      >
        Join Our Master Network
      </Link>
    </section>
  );
}
