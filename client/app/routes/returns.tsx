import { Check, ClipboardList, MessageSquareWarning, Scissors, Wallet, X } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { paths } from '../../config/paths.ts';
import { island } from '../../islands/island.tsx';
import { FaqAccordion } from '../../features/content/components/faq-accordion.tsx';
import { ContentSection, PageHeader } from '../../features/content/components/page-header.tsx';

const steps = [
  {
    icon: MessageSquareWarning,
    title: 'Report the issue',
    text: 'Contact us within 30 days of delivery with your order number, what does not fit and, if you can, a photo of you wearing it.',
  },
  {
    icon: ClipboardList,
    title: 'We assess it',
    text: 'Our fit team compares the outfit with the measurements you sent and agrees the fix with you and your tailor, usually within 2 business days.',
  },
  {
    icon: Scissors,
    title: 'Adjustment or remake',
    text: 'Your tailor alters the outfit, or remakes it if altering cannot fix it. We arrange collection and return delivery.',
  },
  {
    icon: Wallet,
    title: 'Credit if needed',
    text: 'If the outfit cannot be made right, you receive Telo credit for the value of the work, applied in 5-7 business days.',
  },
];

const eligible = [
  'Measurements on the outfit differ from the ones you submitted',
  'Too tight or too loose at chest, waist, hips or shoulders',
  'Sleeves, trousers or the gown are the wrong length',
  'Seams coming apart, loose embroidery or faulty fasteners',
  'A style detail that differs from what you and the tailor agreed',
];

const ineligible = [
  'Fit problems from measurements entered incorrectly and never updated',
  'Outfits altered by another tailor after delivery',
  'Damage from washing against the care instructions, or normal wear',
  'A change of mind about colour, fabric or style after cutting',
  'Issues reported more than 30 days after delivery',
];

const faqs = [
  {
    question: 'Why a fit guarantee and not ordinary returns?',
    answer:
      'Your outfit is cut for your body alone, so it cannot be resold. Instead of a refund, we make it fit: that is what you ordered it for.',
  },
  {
    question: 'Can I change my order before it is made?',
    answer:
      'Yes. Order changes (fabric, style or measurements) are free within 24 hours of ordering, before your fabric is cut.',
  },
  {
    question: 'How do I use my credit?',
    answer:
      'Credit is added to your Telo account and taken off your next order automatically. It never expires.',
  },
];

/** /returns: how the Lifetime Fit Guarantee works, step by step. */
export default function ReturnsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Returns & alterations"
        title="Lifetime Fit Guarantee"
        lead="Every outfit made through Telo is cut to your measurements. If it does not fit as it should, we adjust it, remake it or credit you."
      />
      <div className="mx-auto max-w-5xl px-4 pb-14">
        <ContentSection title="How it works">
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, i) => (
              <li key={step.title} className="rounded-lg border border-stone-200 bg-white p-5">
                <span className="flex items-center gap-3">
                  <span className="grid size-10 place-items-center rounded-full bg-brand-900 text-white">
                    <step.icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-sm font-semibold text-brand-800">Step {i + 1}</span>
                </span>
                <h3 className="mt-3 font-semibold text-stone-900">{step.title}</h3>
                <p className="mt-1 text-sm text-stone-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </ContentSection>

        <ContentSection title="What is covered">
          <div className="grid gap-5 md:grid-cols-2">
            <Card className="border-brand-600 p-5">
              <h3 className="font-semibold text-brand-900">Eligible</h3>
              <ul className="mt-3 space-y-2">
                {eligible.map((item) => (
                  <li key={item} className="flex gap-2 text-stone-700">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    {item}
                  </li>
                ))}
              </ul>
            </Card>
            <Card className="border-red-200 p-5">
              <h3 className="font-semibold text-red-900">Not eligible</h3>
              <ul className="mt-3 space-y-2">
                {ineligible.map((item) => (
                  <li key={item} className="flex gap-2 text-stone-700">
                    <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
                    {item}
                  </li>
                ))}
              </ul>
            </Card>
          </div>
        </ContentSection>

        <ContentSection title="Credits and limits">
          <dl className="grid gap-4 sm:grid-cols-2">
            {[
              ['Report window', 'Report issues within 30 days of delivery.'],
              [
                'Minor adjustment',
                'Covered up to ₦15,000: hems, sleeves, taking in or letting out.',
              ],
              [
                'Major adjustment',
                'Covered up to ₦30,000: re-cutting panels, new trousers, remakes.',
              ],
              ['Credits', 'Applied in 5-7 business days and never expire.'],
              ['Order changes', 'Free within 24 hours of ordering, before cutting starts.'],
              ['Questions', 'Our support team replies within 24 hours.'],
            ].map(([term, text]) => (
              <div key={term} className="rounded-lg bg-brand-50 p-4">
                <dt className="font-semibold text-brand-900">{term}</dt>
                <dd className="mt-1 text-stone-700">{text}</dd>
              </div>
            ))}
          </dl>
        </ContentSection>

        <ContentSection title="Questions">
          <ReturnsFaqIsland />
          <p className="mt-6 text-stone-700">
            Ready to report an issue?{' '}
            <Link to={paths.contact} className="font-semibold text-brand-800 underline">
              Contact us
            </Link>{' '}
            and choose “Returns & alterations”, or open the delivered order in{' '}
            <Link to={paths.orders} className="font-semibold text-brand-800 underline">
              your orders
            </Link>{' '}
            and choose Report a fit problem.
          </p>
        </ContentSection>
      </div>
    </>
  );
}

/** The questions, opened one at a time: the page's one island (decision 059). */
export function ReturnsFaq() {
  return <FaqAccordion idBase="returns-faq" items={faqs} />;
}

const ReturnsFaqIsland = island('returns-faq', ReturnsFaq);
