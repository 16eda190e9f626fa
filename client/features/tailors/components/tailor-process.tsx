import { Ruler, Scissors, Truck } from 'lucide-react';

const steps = [
  {
    icon: Ruler,
    title: 'Share your measurements',
    text: 'Order an outfit and your saved Telo measurements go to the tailor with it. No visit to the shop needed.',
  },
  {
    icon: Scissors,
    title: 'Your outfit is made',
    text: 'The tailor confirms fabric and details with you, then cuts and sews the outfit to your body.',
  },
  {
    icon: Truck,
    title: 'Delivery and fit check',
    text: 'Your outfit is delivered to your door. If anything does not fit, the Lifetime Fit Guarantee covers the adjustment.',
  },
];

/** Production takes 2-3 weeks (spec §9); the timeline shows where the days go. */
const timeline = [
  { when: 'Day 1', what: 'Order received, measurements and fabric confirmed' },
  { when: 'Days 2-4', what: 'Pattern drafted from your measurements and fabric cut' },
  { when: 'Week 2', what: 'Sewing, embroidery and hand finishing' },
  { when: 'Week 3', what: 'Quality check, pressing and dispatch to you' },
];

/** The Process tab: how an order with this tailor goes, from measurements to your door. */
export function TailorProcess() {
  return (
    <div className="space-y-10">
      <section aria-labelledby="process-steps">
        <h2 id="process-steps" className="text-xl font-semibold text-stone-900">
          How ordering works
        </h2>
        <ol className="mt-5 grid gap-4 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="rounded-lg bg-brand-50 p-5">
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
      </section>
      <section aria-labelledby="process-timeline">
        <h2 id="process-timeline" className="text-xl font-semibold text-stone-900">
          Typical timeline: 2-3 weeks
        </h2>
        <ol className="mt-5 border-l-2 border-gold-500 pl-6">
          {timeline.map((item) => (
            <li key={item.when} className="relative pb-6 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[31px] size-3 rounded-full bg-gold-500 ring-4 ring-white"
              />
              <p className="text-sm font-semibold text-brand-800">{item.when}</p>
              <p className="text-stone-700">{item.what}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
