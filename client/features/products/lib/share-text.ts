import { formatNaira } from '../../../../shared/money.ts';

/** What a shared outfit says: its name and price. */
export function shareText(name: string, price: number): string {
  return `${name} (${formatNaira(price)}), made to measure on Telo`;
}

/** The same with the page address, for channels that take one text. */
export function shareMessage(name: string, price: number, url: string): string {
  return `${shareText(name, price)}: ${url}`;
}

/** WhatsApp's own share address: the shopper picks the chat there. */
export function whatsAppShareUrl(name: string, price: number, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(shareMessage(name, price, url))}`;
}
