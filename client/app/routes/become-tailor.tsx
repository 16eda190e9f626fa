import { BadgeCheck, Users, Wallet } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { ApplicationWizard } from '../../features/tailor-application/components/application-wizard.tsx';
import { MyApplications } from '../../features/tailor-application/components/my-applications.tsx';
import { useMe } from '../../lib/current-user.ts';

const benefits = [
  { icon: Users, text: 'Shoppers across Nigeria, with their measurements on every order' },
  { icon: Wallet, text: 'You set your own prices for every outfit' },
  { icon: BadgeCheck, text: 'A verified badge once our team has reviewed your work' },
];

/** The tailor application (spec §2, Become a tailor). */
export default function BecomeTailorPage() {
  const me = useMe();
  const userId = me?.id;
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Become a Master Tailor</h1>
        <p className="mt-2 text-stone-700">
          Join Telo&apos;s network of master tailors and make agbada, senator, ankara and aso-oke
          for shoppers who arrive with their measurements.
        </p>
        <ul className="mt-5 grid gap-2 sm:grid-cols-3">
          {benefits.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-2 text-sm text-stone-800">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
              {text}
            </li>
          ))}
        </ul>
        <MyApplications signedIn={me?.signedIn ?? false} />
        <Card className="mt-8 p-4 sm:p-8">
          <ApplicationWizard userId={userId} />
        </Card>
      </section>
    </div>
  );
}
