import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Tailor } from '../../../../shared/schemas/tailor.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatYear } from '../../../lib/format-date.ts';
import { notifyComingSoon } from '../../../lib/notify.ts';
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
  followButton,
}: {
  tailor: Tailor;
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
          Messaging tailors on Telo is coming soon. Until then, our support team can pass on your
          questions.
        </p>
        <div className="mt-4 grid gap-2">
          {/* Messaging does not exist yet: the button says so instead of pretending (issue #3). */}
          <Button onClick={() => notifyComingSoon('Messaging tailors')} className="w-full">
            <MessageCircle aria-hidden="true" className="size-4" />
            Send Message
          </Button>
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
