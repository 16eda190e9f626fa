import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';

/**
 * The event's link with its share text: copied, sent through WhatsApp, or through the phone's
 * own share sheet where the browser has one. The full link is built in the browser from its own
 * address, so it is the address guests open.
 */
export function ShareEvent({ name, path }: { name: string; path: string }) {
  const [copied, setCopied] = useState(false);
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  const text = `Join the aso-ebi for ${name} on Telo: choose your look, give your measurements and pay your share. ${url}`;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="space-y-2">
      <p className="text-sm break-all text-stone-800" aria-label="Event link">
        {url}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Link copied' : 'Copy link'}
        </Button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline')}
        >
          Share on WhatsApp
        </a>
        {canShare && (
          <Button
            variant="outline"
            onClick={() => void navigator.share({ title: name, text, url }).catch(() => {})}
          >
            Share
          </Button>
        )}
      </div>
    </div>
  );
}
