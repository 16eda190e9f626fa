import { CheckCircle2, Clock, Crosshair, Ruler, ScanLine } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

const features = [
  { icon: Clock, title: '60 seconds', text: 'A complete body scan in about a minute' },
  { icon: ScanLine, title: '50+ points', text: 'Measurement points captured across your body' },
  { icon: CheckCircle2, title: '99.5% accuracy', text: 'Tailor-grade accuracy, fit after fit' },
  { icon: Crosshair, title: '2-3mm', text: 'Precision of every measurement' },
];

const steps = [
  {
    title: 'Position',
    text: 'Stand about 2 metres from your phone in fitted clothing, arms slightly away from your body.',
  },
  { title: 'Scan', text: 'Turn slowly while the camera captures your measurement points.' },
  {
    title: 'Save',
    text: 'Save your measurements to your profile; every tailor you order from receives them.',
  },
];

type ScanIntroProps = {
  /** When the shopper's measurements were last saved, or null when none are. */
  lastUpdated: string | null;
  onStartScan: () => void;
  onEnterManually: () => void;
};

export function ScanIntro({ lastUpdated, onStartScan, onEnterManually }: ScanIntroProps) {
  return (
    <div className="space-y-8">
      {lastUpdated && (
        <Card role="status" className="flex gap-3 border-brand-100 bg-brand-50 p-4">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
          <div>
            <p className="font-semibold text-brand-900">Measurements Found</p>
            <p className="text-sm text-stone-700">
              Your measurements were last updated on {lastUpdated}. Update them any time your size
              changes.
            </p>
          </div>
        </Card>
      )}

      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border border-stone-200 bg-white p-4">
            <Icon aria-hidden="true" className="size-6 text-gold-700" />
            <p className="mt-2 text-lg font-bold text-brand-900">{title}</p>
            <p className="text-sm text-stone-600">{text}</p>
          </li>
        ))}
      </ul>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onStartScan}>
          <ScanLine aria-hidden="true" className="size-5" />
          Start 3D Body Scan
        </Button>
        <Button size="lg" variant="outline" onClick={onEnterManually}>
          <Ruler aria-hidden="true" className="size-5" />
          Enter Measurements Manually
        </Button>
      </div>
      <p className="text-sm text-stone-600">
        The 3D scan is a preview for now: it shows how scanning will work but does not use your
        camera or save anything. To save your real measurements today, enter them manually.
      </p>

      <section aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="text-xl font-bold text-stone-900">
          How it works
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="flex gap-3 rounded-lg bg-stone-50 p-4">
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-900 font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-stone-900">{step.title}</h3>
                <p className="text-sm text-stone-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
