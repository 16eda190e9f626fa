import { Check } from 'lucide-react';
import type { Tailor } from '../../../../shared/schemas/tailor.ts';

/** What every tailor on Telo offers; the same for all, so it is written once here. */
const services = [
  'Made-to-measure outfits cut from your saved Telo measurements',
  'Free adjustments under the Lifetime Fit Guarantee',
  'Help choosing fabric: lace, aso-oke, ankara, brocade or adire',
  'Matching outfits for families, weddings and aso-ebi groups',
];

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-stone-700">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The About tab: the tailor's own words, then their expertise and services. */
export function TailorAbout({ tailor }: { tailor: Tailor }) {
  const expertise = [
    ...tailor.specialties,
    `${tailor.experience} years of cutting and finishing by hand`,
  ];
  return (
    <div className="space-y-8">
      <section aria-labelledby="about-bio">
        <h2 id="about-bio" className="text-xl font-semibold text-stone-900">
          About {tailor.businessName}
        </h2>
        <p className="mt-3 leading-relaxed text-stone-700">{tailor.bio}</p>
      </section>
      <section aria-labelledby="about-expertise">
        <h3 id="about-expertise" className="text-lg font-semibold text-stone-900">
          Expertise
        </h3>
        <CheckList items={expertise} />
      </section>
      <section aria-labelledby="about-services">
        <h3 id="about-services" className="text-lg font-semibold text-stone-900">
          Services
        </h3>
        <CheckList items={services} />
      </section>
    </div>
  );
}
