import type { QueryClient } from '@tanstack/react-query';
import { heroImages } from '../../../shared/images.ts';
import { formatNaira } from '../../../shared/money.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { Tailor } from '../../../shared/schemas/tailor.ts';

const SITE = 'Telo';
const DEFAULT_TITLE = 'Telo — Bespoke African Fashion, Correctly Fitted';
const DEFAULT_DESCRIPTION =
  'Telo connects you with master tailors across Nigeria for agbada, senator, ankara, aso-oke and lace made to your own body measurements.';

/** Descriptions of the pages whose words do not come from data. */
const descriptions: Record<string, string> = {
  products:
    'Browse agbada, senator, ankara, aso-oke and lace outfits, each cut and sewn to your own measurements by a master tailor.',
  tailors:
    'Find verified master tailors across Nigeria: compare ratings, specialties and response times, then pick yours.',
  help: 'Answers about orders, measurements, delivery and payments, and the ways to reach Telo support.',
  contact: 'Write to Telo support about an order, a fitting or anything else.',
  'size-guide':
    'How to measure yourself for a made-to-measure outfit, with the sizes our tailors use.',
  returns: 'Returns, alterations and refunds for made-to-measure outfits on Telo.',
  'privacy-policy': 'How Telo collects, uses and protects your personal data and measurements.',
  'terms-of-service': 'The terms for shopping with and selling through Telo.',
  'cookie-policy': 'The cookies Telo uses and why.',
  rewards: 'Earn points on every Telo order and spend them on your next outfit.',
};

export type HeadInput = {
  origin: string;
  /** Path and query of the page, e.g. /products?category=Agbada */
  url: string;
  /** The route pattern that matched, e.g. "products/:id"; undefined for the home page. */
  routePath: string | undefined;
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
  const { origin, routePath, params, queryClient } = input;
  let shareTitle = input.pageTitle ?? DEFAULT_TITLE;
  let description = (routePath && descriptions[routePath]) ?? DEFAULT_DESCRIPTION;
  let image = input.heroSrc || heroImages[0]!.src;
  let imageAlt = heroImages.find((h) => h.src === image)?.alt ?? SITE;
  let type = 'website';

  if (routePath === 'products/:id' && params.id) {
    const product = queryClient.getQueryData<Product>(['/api/products', params.id]);
    if (product) {
      const price = formatNaira(product.price);
      shareTitle = `${product.name} · ${price}`;
      description = `${product.name}, ${price}, made to your measurements by ${product.tailor.businessName} (${product.tailor.location}). ${product.description}`;
      image = product.imageUrl;
      imageAlt = product.name;
      type = 'product';
    }
  } else if (routePath === 'tailors/:id' && params.id) {
    const tailor = queryClient.getQueryData<Tailor>(['/api/tailors', params.id]);
    if (tailor) {
      shareTitle = `${tailor.businessName} · Master Tailor in ${tailor.location}`;
      description = `${tailor.businessName}, ${tailor.location}: ${tailor.bio}`;
      type = 'profile';
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
    const product = queryClient.getQueryData<Product>(['/api/products', params.id]);
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
