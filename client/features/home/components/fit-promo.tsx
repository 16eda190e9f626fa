import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

/** The lifetime fit guarantee, and the scan that makes it possible (spec §2, Home). */
export function FitPromo() {
  // py-1: room for the card's ring, which the home page's offscreen band would clip.
  return (
    <section className="mx-auto max-w-7xl px-4 py-1">
      <div className="flex flex-col gap-6 rounded-2xl bg-gradient-to-br from-gold-100 to-amber-50 p-6 ring-1 ring-gold-500/30 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-900 text-gold-100">
            <ShieldCheck aria-hidden="true" className="size-7" />
          </span>
          <div>
            <h2 className="text-2xl font-bold text-stone-900">Correct Fit, Guaranteed for Life</h2>
            <p className="mt-2 max-w-2xl text-stone-700">
              Your measurements go straight to your tailor, and if an outfit does not fit the way it
              should, we make it right under our Lifetime Fit Guarantee.
            </p>
          </div>
        </div>
        <Link to={paths.bodyScan} className={buttonClasses('primary', 'lg', 'shrink-0')}>
          Get Measured in 60 Seconds
        </Link>
      </div>
    </section>
  );
}
