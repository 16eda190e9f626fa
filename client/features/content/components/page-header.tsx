import type { ReactNode } from 'react';

/**
 * The green banner at the top of an information page: the page's one h1, a short lead and
 * optional extras (a search box, a badge).
 */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-br from-brand-900 to-brand-800 text-white">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-gold-100 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{title}</h1>
        <div className="mt-3 max-w-2xl text-base text-brand-50 sm:text-lg">{lead}</div>
        {children && <div className="mt-6">{children}</div>}
      </div>
    </header>
  );
}

/** A titled block of an information page (h2), with an optional lead paragraph. */
export function ContentSection({
  id,
  title,
  lead,
  children,
  className,
}: {
  id?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id ? `${id}-title` : undefined} className={className ?? 'mt-12'}>
      <h2 id={id ? `${id}-title` : undefined} className="text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {lead && <p className="mt-2 text-stone-600">{lead}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
