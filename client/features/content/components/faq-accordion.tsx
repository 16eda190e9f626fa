import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';

export type Faq = { question: string; answer: ReactNode };

/**
 * Questions that open one at a time: real buttons with aria-expanded and aria-controls inside
 * headings (the WAI-ARIA accordion pattern), so keyboards and screen readers can use them.
 * `idBase` names its buttons and panels: not useId, whose ids depend on the whole page's tree and
 * so differ when the accordion is hydrated as an island of its own (decision 059).
 */
export function FaqAccordion({
  items,
  idBase,
  headingLevel = 3,
}: {
  items: readonly Faq[];
  idBase: string;
  headingLevel?: 2 | 3;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const baseId = idBase;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
      {items.map((item, i) => {
        const expanded = open === item.question;
        const panelId = `${baseId}-panel-${i}`;
        const buttonId = `${baseId}-button-${i}`;
        return (
          <div key={item.question}>
            <Heading className="text-base font-semibold">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : item.question)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-4 py-3 text-left text-stone-900 hover:bg-stone-50"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-brand-800 transition-transform',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-4 pb-4 text-stone-700"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
