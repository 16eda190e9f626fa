import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';

type Props = {
  title: string;
  intro?: ReactNode;
  /** A "see everything" link beside the title. */
  more?: { to: string; label: string };
  tone?: 'plain' | 'tinted';
  children: ReactNode;
};

/** A titled band of the home page. */
export function HomeSection({ title, intro, more, tone = 'plain', children }: Props) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn(tone === 'tinted' && 'bg-stone-50')}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-x-4 gap-y-1 sm:mb-8">
          <div>
            <h2 id={titleId} className="text-2xl font-bold text-stone-900 sm:text-3xl">
              {title}
            </h2>
            {intro && <p className="mt-2 max-w-2xl text-stone-600">{intro}</p>}
          </div>
          {more && (
            <Link
              to={more.to}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 hover:text-brand-900 hover:underline"
            >
              {more.label} <span aria-hidden="true">&nbsp;→</span>
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
