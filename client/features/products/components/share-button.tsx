import { Copy, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Product } from '../../../../shared/schemas/product.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { shareText, whatsAppShareUrl } from '../lib/share-text.ts';

/**
 * Shares the outfit: the phone's own share sheet where the browser has one, otherwise a small
 * menu with WhatsApp (the one link to another site: the shopper's choice) and Copy link.
 */
export function ShareButton({ product }: { product: Product }) {
  // The page address is read when the shopper asks to share, never during a render.
  const [menuUrl, setMenuUrl] = useState<string | null>(null);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuUrl) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuUrl(null);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [menuUrl]);

  async function share() {
    if (menuUrl) {
      setMenuUrl(null);
      return;
    }
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: product.name,
          text: shareText(product.name, product.price),
          url,
        });
      } catch (error) {
        // Closing the share sheet without choosing is not an error worth telling anyone about.
        // A refused one is (a tap replayed after the page's code arrived is no user gesture,
        // decision 013): offer the links instead.
        if (error instanceof DOMException && error.name === 'NotAllowedError') setMenuUrl(url);
      }
      return;
    }
    setMenuUrl(url);
  }

  async function copyLink(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess('Link copied', 'Paste it anywhere to share this outfit');
    } catch {
      notifyError('Error', 'Could not copy the link. Copy it from the address bar instead.');
    }
    setMenuUrl(null);
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuUrl) {
          setMenuUrl(null);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClasses('outline', 'md', 'w-full')}
        aria-expanded={menuUrl ? true : undefined}
        aria-controls={menuUrl ? panelId : undefined}
        onClick={() => void share()}
      >
        <Share2 aria-hidden="true" className="size-5" />
        Share
      </button>
      {menuUrl && (
        <div
          id={panelId}
          className="absolute right-0 bottom-full z-20 mb-2 w-60 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
        >
          <a
            href={whatsAppShareUrl(product.name, product.price, menuUrl)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setMenuUrl(null)}
            className="flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-stone-800 hover:bg-stone-100"
          >
            <MessageCircle aria-hidden="true" className="size-5 text-brand-700" />
            Share on WhatsApp
          </a>
          <button
            type="button"
            onClick={() => void copyLink(menuUrl)}
            className="flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-sm font-medium text-stone-800 hover:bg-stone-100"
          >
            <Copy aria-hidden="true" className="size-5 text-stone-600" />
            Copy link
          </button>
        </div>
      )}
    </div>
  );
}
