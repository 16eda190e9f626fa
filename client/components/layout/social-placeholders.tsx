import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';

// Brand glyphs drawn here: the icon set carries no brand marks, and nothing loads from elsewhere.
const glyphs: { name: string; icon: ReactNode }[] = [
  {
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
    name: 'Facebook',
    icon: (
      <svg viewBox="0 0 24 24" className="size-5" fill="currentColor">
        <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z" />
      </svg>
    ),
  },
  {
    name: 'X',
    icon: (
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 4l16 16M20 4L4 20" strokeLinecap="round" />
      </svg>
    ),
  },
  { name: 'WhatsApp', icon: <MessageCircle className="size-5" /> },
];

/**
 * Telo's social channels are not open yet (spec §2: placeholders). They are shown as labelled
 * icons, not links, so nobody is sent to a page that does not exist.
 */
export function SocialPlaceholders() {
  return (
    <div>
      <ul className="flex gap-2">
        {glyphs.map(({ name, icon }) => (
          <li key={name}>
            <span
              role="img"
              aria-label={`Telo on ${name} (coming soon)`}
              title={`Telo on ${name}: coming soon`}
              className="grid size-11 place-items-center rounded-full bg-white/10 text-brand-100"
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
