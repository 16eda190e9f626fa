import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex gap-4 p-5">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-900">
        {icon}
      </span>
      <div>
        <h2 className="font-semibold text-stone-900">{title}</h2>
        <div className="mt-1 text-sm text-stone-700">{children}</div>
      </div>
    </Card>
  );
}

/** How else to reach the support team, and when they are at their desks. */
export function ContactDetails() {
  return (
    <div className="grid gap-4">
      <InfoCard icon={<Mail aria-hidden="true" className="size-5" />} title="Email">
        <a href="mailto:support@telo.ng" className="font-medium text-brand-800 underline">
          support@telo.ng
        </a>
        <p className="mt-1">We reply within 24 hours, including weekends.</p>
      </InfoCard>
      <InfoCard icon={<Phone aria-hidden="true" className="size-5" />} title="Phone & WhatsApp">
        <a href="tel:+2342013300450" className="font-medium text-brand-800 underline">
          +234 201 330 0450
        </a>
        <p className="mt-1">Calls and WhatsApp messages during opening hours.</p>
      </InfoCard>
      <InfoCard icon={<MapPin aria-hidden="true" className="size-5" />} title="Office">
        <address className="not-italic">
          14 Admiralty Way, Lekki Phase 1
          <br />
          Lagos, Nigeria
        </address>
        <p className="mt-1">Fittings at the office are by appointment only.</p>
      </InfoCard>
      <InfoCard icon={<Clock aria-hidden="true" className="size-5" />} title="Support hours">
        <ul className="space-y-1">
          <li className="flex flex-wrap justify-between gap-x-4">
            <span className="font-medium whitespace-nowrap">Mon-Fri 9-6</span>
            <span className="whitespace-nowrap text-stone-600">9:00 AM – 6:00 PM</span>
          </li>
          <li className="flex flex-wrap justify-between gap-x-4">
            <span className="font-medium whitespace-nowrap">Sat 10-4</span>
            <span className="whitespace-nowrap text-stone-600">10:00 AM – 4:00 PM</span>
          </li>
          <li className="flex flex-wrap justify-between gap-x-4">
            <span className="font-medium whitespace-nowrap">Sun closed</span>
            <span className="whitespace-nowrap text-stone-600">Messages answered Monday</span>
          </li>
        </ul>
        <p className="mt-2">
          All times are <abbr title="West Africa Time, UTC+1">WAT</abbr> (West Africa Time).
        </p>
      </InfoCard>
    </div>
  );
}
