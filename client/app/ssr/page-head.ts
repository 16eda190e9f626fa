import type { QueryClient } from '@tanstack/react-query';
import type { PageDeclaration } from '../../../shared/page-table.ts';
import { heroImages } from '../../../shared/images.ts';
import { formatNaira } from '../../../shared/money.ts';
import { productQueryOptions } from '../../features/products/api/get-product.ts';
import { tailorQueryOptions } from '../../features/tailors/api/get-tailor.ts';
import { eventQueryOptions } from '../../features/aso-ebi-guest/api/get-event.ts';
import { formatDate } from '../../../shared/dates.ts';

const SITE = 'Telo';
const DEFAULT_DESCRIPTION =
  'Telo connects you with master tailors across Nigeria for agbada, senator, ankara, aso-oke and lace made to your own body measurements.';

export type HeadInput = {
  origin: string;
  /** Path and query of the page, e.g. /products?category=Agbada */
  url: string;
  /** The page's declaration in the page table: its default title and description. */
  page: PageDeclaration;
  params: Record<string, string | undefined>;
  queryClient: QueryClient;
  heroSrc: string;
  /** The <title> the page itself rendered, if any. */
  pageTitle: string | undefined;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The <head> tags of a server-rendered page: title, description and the share preview
 * (Open Graph and Twitter) that WhatsApp and others read — for an outfit its picture, name and
 * price. Absolute URLs come from the request's own host and protocol.
 */
export function pageHead(input: HeadInput): string {
  const { origin, page, params, queryClient } = input;
  const routePath = page.path.slice(1);
  let shareTitle = input.pageTitle ?? page.title;
  let description = page.description ?? DEFAULT_DESCRIPTION;
  let image = input.heroSrc || heroImages[0]!.src;
  let imageAlt = heroImages.find((h) => h.src === image)?.alt ?? SITE;
  let type = 'website';

  if (routePath === 'products/:id' && params.id) {
    const product = queryClient.getQueryData(productQueryOptions(params.id).queryKey);
    if (product) {
      const price = formatNaira(product.price);
      shareTitle = `${product.name} · ${price}`;
      description = `${product.name}, ${price}, made to your measurements by ${product.tailor.businessName} (${product.tailor.location}). ${product.description}`;
      image = product.imageUrl;
      imageAlt = product.name;
      type = 'product';
    }
  } else if (routePath === 'tailors/:id' && params.id) {
    const tailor = queryClient.getQueryData(tailorQueryOptions(params.id).queryKey);
    if (tailor) {
      shareTitle = `${tailor.businessName} · Master Tailor in ${tailor.location}`;
      description = `${tailor.businessName}, ${tailor.location}: ${tailor.bio}`;
      type = 'profile';
    }
  } else if (routePath === 'events/:id' && params.id) {
    // The link a host shares on WhatsApp: its preview names the event, the look and the pay-by date.
    const event = queryClient.getQueryData(eventQueryOptions(params.id).queryKey);
    if (event) {
      const look = event.looks[0];
      shareTitle = `${event.name} · Aso-ebi on Telo`;
      description =
        `${event.name}, ${formatDate(event.eventDate)}, ${event.city}. Choose your look` +
        (look ? ` (from ${formatNaira(look.outfit + look.hostMargin)})` : '') +
        `, give your measurements and pay by ${formatDate(event.payBy)}: each outfit made to your body.`;
      if (look) {
        image = look.product.imageUrl;
        imageAlt = look.product.name;
      }
    }
  }
  // The tab shows the page's own <title> (React keeps it after hydration); shares add the price.
  const title = input.pageTitle ?? shareTitle;
  const url = `${origin}${input.url}`;
  const imageUrl = new URL(image, origin).href;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const priceTags: string[] = [];
  if (type === 'product' && params.id) {
    const product = queryClient.getQueryData(productQueryOptions(params.id).queryKey);
    if (product) {
      priceTags.push(meta('property', 'product:price:amount', String(product.price)));
      priceTags.push(meta('property', 'product:price:currency', 'NGN'));
    }
  }
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:type', type),
    meta('property', 'og:title', shareTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:alt', imageAlt),
    meta('property', 'og:locale', 'en_NG'),
    ...priceTags,
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', shareTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
  ].join('\n    ');
}
