import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { PageHeader } from './page-header.tsx';

export type LegalSection = { id: string; title: string; body: ReactNode };

/**
 * The layout of the privacy, terms and cookie pages: a date, a table of contents that jumps to
 * each section (handy on a phone), numbered sections and a way to ask questions.
 */
export function LegalPage({
  title,
  lead,
  sections,
}: {
  title: string;
  lead: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={title} lead={lead}>
        <p className="text-sm font-medium text-gold-100">Last updated January 2025</p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 lg:grid-cols-[15rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
            On this page
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="flex min-h-11 items-center text-brand-800 hover:underline lg:min-h-9"
                >
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-prose space-y-10 text-stone-700 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5">
          {sections.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${s.id}-title`} className="text-xl font-bold text-stone-900">
                {i + 1}. {s.title}
              </h2>
              {s.body}
            </section>
          ))}
          <p className="rounded-lg bg-brand-50 p-4 text-brand-900">
            Questions about this page? Write to us through the{' '}
            <Link to={paths.contact} className="font-semibold underline">
              contact form
            </Link>{' '}
            and choose “Something else”; we reply within 24 hours.
          </p>
        </div>
      </div>
    </>
  );
}
