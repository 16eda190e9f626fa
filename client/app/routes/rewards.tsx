import { Award, Info } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { island } from '../../islands/island.tsx';
import { FaqAccordion } from '../../features/content/components/faq-accordion.tsx';
import { ContentSection, PageHeader } from '../../features/content/components/page-header.tsx';
import {
  earningMethods,
  rewardTiers,
  rewardsFaqs,
  sampleActivity,
  sampleMember,
} from '../../features/content/data/rewards.ts';

const currentTier = [...rewardTiers].reverse().find((t) => sampleMember.points >= t.points)!;
const nextTier = rewardTiers.find((t) => t.points > sampleMember.points);

/** /rewards: how Telo Rewards works; the member panel is a labelled sample until accounts open. */
export default function RewardsPage() {
  const progress = nextTier ? Math.round((sampleMember.points / nextTier.points) * 100) : 100;
  return (
    <>
      <PageHeader
        eyebrow="Loyalty programme"
        title="Telo Rewards"
        lead="Earn points on every outfit, climb four tiers and save up to 20% on made-to-measure fashion. 100 points = ₦100 credit."
      />
      <div className="mx-auto max-w-5xl px-4 pb-14">
        <p className="mt-8 flex gap-2 rounded-lg bg-gold-100 p-4 text-stone-800">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          Rewards accounts are not live yet. The member panel below is a sample showing how your
          points and tier will look; nothing has been earned on your account.
        </p>

        <ContentSection title="Sample member activity">
          <Card className="grid gap-6 p-6 md:grid-cols-[16rem_1fr]">
            <div>
              <p className="text-sm text-stone-600">{sampleMember.name}</p>
              <p className="mt-1 text-4xl font-bold text-brand-900">{sampleMember.points} points</p>
              <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
                <Award aria-hidden="true" className="size-4" />
                {currentTier.name} · {currentTier.discount}% off
              </p>
              {nextTier && (
                <div className="mt-4">
                  <div
                    role="progressbar"
                    aria-label={`Progress to ${nextTier.name}`}
                    aria-valuemin={0}
                    aria-valuemax={nextTier.points}
                    aria-valuenow={sampleMember.points}
                    className="h-2.5 overflow-hidden rounded-full bg-stone-200"
                  >
                    <div className="h-full bg-gold-500" style={{ width: `${progress}%` }} />
                  </div>
                  <p className="mt-2 text-sm text-stone-600">
                    {nextTier.points - sampleMember.points} points to {nextTier.name}
                  </p>
                </div>
              )}
            </div>
            <div>
              <h3 className="font-semibold text-stone-900">Recent activity (sample)</h3>
              <ul className="mt-3 divide-y divide-stone-100">
                {sampleActivity.map((a) => (
                  <li key={a.what} className="flex justify-between gap-4 py-3 text-sm">
                    <span className="text-stone-700">{a.what}</span>
                    <span className="shrink-0 font-semibold text-brand-800">+{a.points}</span>
                  </li>
                ))}
              </ul>
            </div>
          </Card>
        </ContentSection>

        <ContentSection title="Reward tiers" lead="Your tier discount applies to every order.">
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {rewardTiers.map((tier) => (
              <li
                key={tier.name}
                className="flex flex-col rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
              >
                <h3 className="text-lg font-semibold text-stone-900">{tier.name}</h3>
                <p className="text-sm text-stone-600">{tier.points} points</p>
                <p className="mt-4 text-3xl font-bold text-brand-900">{tier.discount}% off</p>
                <p className="mt-2 text-sm text-stone-700">{tier.perk}</p>
              </li>
            ))}
          </ol>
        </ContentSection>

        <ContentSection title="How to earn points">
          <ul className="grid gap-4 sm:grid-cols-2">
            {earningMethods.map((m) => (
              <li key={m.per} className="rounded-lg bg-brand-50 p-5">
                <p className="text-xl font-bold text-brand-900">
                  {m.points} <span className="text-base font-medium">{m.per}</span>
                </p>
                <p className="mt-1 text-sm text-stone-700">{m.how}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 font-semibold text-stone-900">100 points = ₦100 credit</p>
        </ContentSection>

        <ContentSection title="Rewards questions">
          <RewardsFaqIsland />
        </ContentSection>
      </div>
    </>
  );
}

/** The questions, opened one at a time: the page's one island (decision 059). */
export function RewardsFaq() {
  return <FaqAccordion idBase="rewards-faq" items={rewardsFaqs} />;
}

const RewardsFaqIsland = island('rewards-faq', RewardsFaq);
