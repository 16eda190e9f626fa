import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ShopLinks } from '../../../shared/schemas/shop.ts';
import { useShop } from '../../lib/shop.ts';

// Brand glyphs drawn here: the icon set carries no brand marks, and nothing loads from elsewhere.
const glyphs: { key: keyof ShopLinks; name: string; icon: ReactNode }[] = [
  {
    key: 'instagram',
    name: 'Instagram',
    icon: (
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
      </svg>
    ),
  },
  {
    key: 'facebook',
    name: 'Facebook',
    icon: (
      <svg viewBox="0 0 24 24" className="size-5" fill="currentColor">
        <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z" />
      </svg>
    ),
  },
  {
    key: 'x',
    name: 'X',
    icon: (
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 4l16 16M20 4L4 20" strokeLinecap="round" />
      </svg>
    ),
  },
  { key: 'whatsapp', name: 'WhatsApp', icon: <MessageCircle className="size-5" /> },
];

const circle = 'grid size-11 place-items-center rounded-full bg-white/10 text-brand-100';

/**
 * Telo's channels in the footer. The demo shows the spec's placeholders (§2): labelled icons, not
 * links, so nobody is sent to a page that does not exist. The live shop links each channel its
 * configuration names (WHATSAPP_URL…) and shows nothing for the others (issue 29).
 */
export function ShopChannels() {
  const shop = useShop();
  if (!shop) return null;
  if (shop.demo) return <SocialPlaceholders />;
  const open = glyphs.filter(({ key }) => shop.links[key]);
  if (open.length === 0) return null;
  return (
    <ul className="flex gap-2">
      {open.map(({ key, name, icon }) => (
        <li key={key}>
          <a
            href={shop.links[key]!}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Telo on ${name}`}
            className={`${circle} hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-gold-500`}
          >
            <span aria-hidden="true">{icon}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function SocialPlaceholders() {
  return (
    <div>
      <ul className="flex gap-2">
        {glyphs.map(({ name, icon }) => (
          <li key={name}>
            <span
              role="img"
              aria-label={`Telo on ${name} (coming soon)`}
              title={`Telo on ${name}: coming soon`}
              className={circle}
            >
              <span aria-hidden="true">{icon}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-brand-100">Our social channels open soon.</p>
    </div>
  );
}
