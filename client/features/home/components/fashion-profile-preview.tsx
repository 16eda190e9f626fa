import { Heart, PackageCheck, Ruler, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

const benefits = [
  { icon: Ruler, text: 'Your measurements saved once, used for every order' },
  { icon: Share2, text: 'Shared with your tailor the moment you order' },
  { icon: PackageCheck, text: 'Track each outfit from cutting to delivery' },
  { icon: Heart, text: 'Keep your favourite tailors one tap away' },
];

const sampleOrders = [
  { name: 'Royal Blue Agbada', tailor: 'Adunni Stitches', status: 'In Progress' as const },
  { name: 'Ankara Wrap Dress', tailor: 'Kano Royal Threads', status: 'Delivered' as const },
];

const sampleMeasurements = [
  { label: 'Chest', value: '42"' },
  { label: 'Waist', value: '34"' },
  { label: 'Length', value: '30"' },
  { label: 'Sleeve', value: '25"' },
];

/** 'Personal Fashion Profile': a static example of what a shopper's profile holds (spec §2). */
export function FashionProfilePreview() {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2">
      <div>
        <h2 className="text-2xl font-bold text-stone-900 sm:text-3xl">Personal Fashion Profile</h2>
        <p className="mt-3 text-stone-600">
          Everything a tailor needs to make your next outfit, kept in one place.
        </p>
        <ul className="mt-6 space-y-3">
          {benefits.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-stone-800">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-900">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
      <figure className="rounded-2xl border border-stone-200 bg-white p-5 shadow-lg sm:p-6">
        <figcaption className="flex items-center justify-between">
          <span className="font-semibold text-stone-900">Example profile</span>
          <span className="text-xs text-stone-600">Sample data</span>
        </figcaption>
        <h3 className="mt-4 text-sm font-semibold text-stone-700">Recent orders</h3>
        <ul className="mt-2 divide-y divide-stone-100">
          {sampleOrders.map((order) => (
            <li key={order.name} className="flex items-center justify-between gap-3 py-2.5">
              <span>
                <span className="block font-medium text-stone-900">{order.name}</span>
                <span className="text-sm text-stone-600">{order.tailor}</span>
              </span>
              <Badge tone={order.status === 'Delivered' ? 'brand' : 'blue'}>{order.status}</Badge>
            </li>
          ))}
        </ul>
        <h3 className="mt-4 text-sm font-semibold text-stone-700">Measurements</h3>
        <dl className="mt-2 grid grid-cols-4 gap-2">
          {sampleMeasurements.map((m) => (
            <div key={m.label} className="rounded-lg bg-stone-50 p-2 text-center">
              <dt className="text-xs text-stone-600">{m.label}</dt>
              <dd className="font-semibold text-stone-900">{m.value}</dd>
            </div>
          ))}
        </dl>
        <Link to={paths.bodyScan} className={buttonClasses('outline', 'md', 'mt-5 w-full')}>
          Update Measurements
        </Link>
      </figure>
    </div>
  );
}
