import { Camera, Check, Ruler } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { paths } from '../../config/paths.ts';
import { useLiveShop } from '../../lib/shop.ts';
import { ContentSection, PageHeader } from '../../features/content/components/page-header.tsx';
import {
  essentialMeasurements,
  garmentGuides,
  measuringTips,
} from '../../features/content/data/size-guide.ts';

const methods = [
  {
    icon: Camera,
    title: '3D body scan',
    tag: 'Recommended',
    points: [
      'Takes about 60 seconds with your phone camera',
      'Captures 50+ measurement points',
      'Accurate to within 2-3mm',
      'No tape measure or helper needed',
    ],
    action: 'Start 3D Body Scan',
  },
  {
    icon: Ruler,
    title: 'Manual measurements',
    tag: 'Tape measure',
    points: [
      'Takes 10-15 minutes with a soft tape measure',
      'You enter the 12 measurements yourself',
      'Best with a friend to help with your back',
      'Good if you already know your numbers from your tailor',
    ],
    action: 'Enter Measurements Manually',
  },
];

/** The live shop measures by a guide, and says so (decision 053). */
const guided = {
  icon: Ruler,
  title: 'Guided measuring',
  tag: 'Soft tape',
  points: [
    'About 10 minutes with a soft tape measure',
    'A drawing and one line for each of the 12 measurements',
    'Numbers that cannot go together are flagged before you save',
    'Best with a friend to help with your back',
  ],
  action: 'Take Your Measurements',
};

/** /size-guide: how to measure, and what each outfit needs. */
export default function SizeGuidePage() {
  const live = useLiveShop();
  return (
    <>
      <PageHeader
        eyebrow="Fit"
        title="Size Guide"
        lead="Made-to-measure means there is no S, M or L: your tailor cuts from your own numbers. Here is how to get them right."
      />
      <div className="mx-auto max-w-5xl px-4 pb-14">
        <ContentSection title={live ? 'How to measure' : '3D scan or manual entry?'}>
          <div className="grid gap-5 md:grid-cols-2">
            {(live ? [guided] : methods).map((m) => (
              <Card key={m.title} className="flex flex-col p-6">
                <div className="flex items-center gap-3">
                  <span className="grid size-11 place-items-center rounded-full bg-brand-100 text-brand-900">
                    <m.icon aria-hidden="true" className="size-5" />
                  </span>
                  {/* On a phone the tag goes under the title rather than past the card's edge. */}
                  <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 className="text-lg font-semibold text-stone-900">{m.title}</h3>
                    <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-stone-800 sm:ml-auto">
                      {m.tag}
                    </span>
                  </div>
                </div>
                <ul className="mt-4 flex-1 space-y-2">
                  {m.points.map((p) => (
                    <li key={p} className="flex gap-2 text-stone-700">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                      {p}
                    </li>
                  ))}
                </ul>
                <Link to={paths.bodyScan} className={buttonClasses('outline', 'md', 'mt-5')}>
                  {m.action}
                </Link>
              </Card>
            ))}
          </div>
        </ContentSection>

        <ContentSection
          title="The 8 essential measurements"
          lead="Every outfit on Telo starts from these. Keep the tape level and snug, never tight."
        >
          <ol className="grid gap-4 sm:grid-cols-2">
            {essentialMeasurements.map((m, i) => (
              <li key={m.name} className="flex gap-4 rounded-lg border border-stone-200 p-4">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-900 font-semibold text-white">
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-stone-900">{m.name}</h3>
                  <p className="mt-1 text-sm text-stone-700">{m.how}</p>
                </div>
              </li>
            ))}
          </ol>
        </ContentSection>

        <ContentSection title="Tips for accurate measurements">
          <ul className="grid gap-3 rounded-lg bg-brand-50 p-5 sm:grid-cols-2">
            {measuringTips.map((tip) => (
              <li key={tip} className="flex gap-2 text-stone-800">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {tip}
              </li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection
          title="Fit by garment type"
          lead="What your tailor looks at first for each style."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            {garmentGuides.map((g) => (
              <Card key={g.name} className="p-5">
                <h3 className="text-lg font-semibold text-stone-900">{g.name}</h3>
                <p className="mt-2 text-sm">
                  <span className="font-medium text-stone-900">Key measurements: </span>
                  <span className="text-stone-700">{g.key.join(', ')}</span>
                </p>
                <p className="mt-2 text-sm text-stone-700">{g.fit}</p>
              </Card>
            ))}
          </div>
        </ContentSection>

        <p className="mt-12 rounded-lg border border-gold-500 bg-gold-100 p-5 text-stone-800">
          Not sure about a number? Every outfit is covered by our{' '}
          <Link to={paths.returns} className="font-semibold text-brand-900 underline">
            Lifetime Fit Guarantee
          </Link>
          , and our team can check your measurements with you:{' '}
          <Link to={paths.contact} className="font-semibold text-brand-900 underline">
            contact us
          </Link>
          .
        </p>
      </div>
    </>
  );
}
