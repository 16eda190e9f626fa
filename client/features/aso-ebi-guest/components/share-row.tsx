import { Share2 } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { formatDate } from '../../../../shared/dates.ts';
import type { PublicEvent } from '../../../../shared/schemas/aso-ebi-guest.ts';
import { Button } from '../../../components/ui/button.tsx';

const noSubscription = () => () => {};

/** The words a guest forwards: the event, its pay-by date and its full link. */
export const shareText = (event: PublicEvent, link: string) =>
  `${event.name}: choose your aso-ebi look and pay by ${formatDate(event.payBy)} on Telo. ${link}`;

/**
 * WhatsApp's share link and, on a phone that has it, the system's share sheet (Web Share API).
 * The full link needs the page's own address, so both appear once the browser has it (the
 * server's HTML keeps their place).
 */
export function ShareRow({ event, path }: { event: PublicEvent; path: string }) {
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const link = `${origin}${path}`;
  const text = shareText(event, link);
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-2">
      <a
        href={`https://wa.me/?text=${encodeURIComponent(text)}`}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center rounded-md bg-[#1f7a4d] px-4 font-medium text-white hover:bg-[#18613d]"
      >
        Share on WhatsApp
      </a>
      {canShare && (
        <Button
          variant="outline"
          onClick={() =>
            void navigator.share({ title: event.name, text, url: link }).catch(() => {})
          }
        >
          <Share2 aria-hidden="true" className="size-4" />
          Share
        </Button>
      )}
    </div>
  );
}
