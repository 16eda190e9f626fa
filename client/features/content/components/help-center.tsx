import { ChevronRight, MessageCircle, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { notifyComingSoon } from '../../../lib/notify.ts';
import { useLiveShop } from '../../../lib/shop.ts';
import { helpCategories, helpFaqs } from '../data/help-topics.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import { ContentSection, PageHeader } from './page-header.tsx';

/** Matches at the start of a word, so "fit" finds "Fit Guarantee" but not every "outfit". */
function wordStartMatcher(query: string) {
  const escaped = query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}`, 'iu');
  return (...texts: string[]) => texts.some((t) => pattern.test(t));
}

/**
 * The Help Center (spec §2). Its search box filters the topics and questions on this page as
 * the shopper types: everything is already here, so no server search is needed.
 */
export function HelpCenter() {
  const live = useLiveShop();
  const [query, setQuery] = useState('');
  // Not useId: hydrated as an island of its own, its ids must be the server's (decision 059).
  const searchId = 'help-search';
  const q = query.trim().toLowerCase();

  const categories = useMemo(() => {
    const matches = wordStartMatcher(q);
    return helpCategories
      .map((c) => {
        const topics = c.topics.map((t) => (live && t.live ? { ...t, ...t.live } : t));
        return {
          ...c,
          topics: q ? topics.filter((t) => matches(c.title, t.title, t.text)) : topics,
        };
      })
      .filter((c) => c.topics.length > 0);
  }, [q, live]);
  const faqs = useMemo(() => {
    const matches = wordStartMatcher(q);
    const all = helpFaqs.map((f) => (live && f.liveAnswer ? { ...f, answer: f.liveAnswer } : f));
    return q ? all.filter((f) => matches(f.question, f.answer)) : all;
  }, [q, live]);
  const found = categories.reduce((n, c) => n + c.topics.length, 0) + faqs.length;

  return (
    <>
      <PageHeader
        eyebrow="Support"
        title="Help Center"
        lead="Answers about measurements, orders, fit and rewards, written by the team that supports Telo shoppers and tailors every day."
      >
        <label htmlFor={searchId} className="sr-only">
          Search help topics
        </label>
        <div className="relative max-w-xl">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search for help, e.g. delivery, measurements"
            className="block min-h-12 w-full rounded-md border-0 bg-white py-2 pr-3 pl-10 text-base text-stone-900 placeholder:text-stone-500"
          />
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm text-brand-50">
          {q && `${found} ${found === 1 ? 'result' : 'results'} for “${query.trim()}”`}
        </p>
      </PageHeader>

      <div className="mx-auto max-w-5xl px-4 pb-14">
        {found === 0 && (
          <Card className="mt-10 p-8 text-center">
            <p className="font-semibold text-stone-900">No help topics match your search.</p>
            <p className="mt-1 text-stone-600">Try another word, or ask our team directly.</p>
            <Link to={paths.contact} className={buttonClasses('primary', 'md', 'mt-4')}>
              Contact Support
            </Link>
          </Card>
        )}
        {categories.length > 0 && (
          <ContentSection title="Browse by topic">
            <div className="grid gap-5 md:grid-cols-2">
              {categories.map((category) => (
                <Card key={category.title} className="p-5">
                  <h3 className="text-lg font-semibold text-stone-900">{category.title}</h3>
                  <p className="text-sm text-stone-600">{category.description}</p>
                  <ul className="mt-3 divide-y divide-stone-100">
                    {category.topics.map((topic) => (
                      <li key={topic.title}>
                        <Link
                          to={topic.to}
                          className="group flex min-h-11 items-center justify-between gap-3 py-3"
                        >
                          <span>
                            <span className="block font-medium text-brand-800 group-hover:underline">
                              {topic.title}
                            </span>
                            <span className="block text-sm text-stone-600">{topic.text}</span>
                          </span>
                          <ChevronRight
                            aria-hidden="true"
                            className="size-5 shrink-0 text-stone-400"
                          />
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Card>
              ))}
            </div>
          </ContentSection>
        )}
        {faqs.length > 0 && (
          <ContentSection title="Frequently asked questions">
            <FaqAccordion idBase="help-faq" items={faqs} />
          </ContentSection>
        )}
        <ContentSection title="Still need help?">
          <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-stone-700">
              Our Lagos team replies within 24 hours, Mon-Fri 9-6 and Sat 10-4 (WAT).
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Link to={paths.contact} className={buttonClasses('primary')}>
                Contact Support
              </Link>
              <Button variant="outline" onClick={() => notifyComingSoon('Live chat')}>
                <MessageCircle aria-hidden="true" className="size-4" />
                Start Live Chat
              </Button>
            </div>
          </Card>
        </ContentSection>
      </div>
    </>
  );
}
