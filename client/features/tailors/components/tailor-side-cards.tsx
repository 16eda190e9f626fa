import type { ReactNode } from 'react';
import type { Tailor } from '../../../../shared/schemas/tailor.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatYear } from '../../../../shared/dates.ts';
import { formatRating } from '../../../../shared/numbers.ts';

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** Contact, specialties and quick stats beside a tailor's profile (spec §2, Tailor detail). */
export function TailorSideCards({
  tailor,
  sendMessage,
  followButton,
}: {
  tailor: Tailor;
  /** Send Message, composed in by the page (the messages feature, issue 15). */
  sendMessage: ReactNode;
  /** Follow Tailor, composed by the page from the favourites feature (issue 15). */
  followButton: ReactNode;
}) {
  const quickStats: [string, ReactNode][] = [
    ['Member since', formatYear(tailor.createdAt) || '—'],
    ['Rating', `${formatRating(tailor.rating)}/5.0`],
    ['Reviews', tailor.reviewCount],
    ['Verified', tailor.isVerified ? 'Yes' : 'No'],
  ];
  return (
    <div className="grid content-start gap-5">
      <SideCard title="Contact">
        <p className="text-sm text-stone-600">
          Ask about fabric, fit or dates before you order; the tailor answers in Messages.
        </p>
        <div className="mt-4 grid gap-2">
          {sendMessage}
          {followButton}
        </div>
      </SideCard>
      <SideCard title="Specialties">
        <ul className="flex flex-wrap gap-2">
          {tailor.specialties.map((s) => (
            <li key={s}>
              <Badge tone="gold" className="px-3 py-1 text-sm">
                {s}
              </Badge>
            </li>
          ))}
        </ul>
      </SideCard>
      <SideCard title="Quick Stats">
        <dl className="divide-y divide-stone-100 text-sm">
          {quickStats.map(([label, value]) => (
            <div key={label} className="flex justify-between py-2">
              <dt className="text-stone-600">{label}</dt>
              <dd className="font-semibold text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
      </SideCard>
    </div>
  );
}
