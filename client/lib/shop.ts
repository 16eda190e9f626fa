import { useQuery } from '@tanstack/react-query';
import { shopApi } from '../../shared/api/shop.ts';
import type { Shop } from '../../shared/schemas/shop.ts';
import { readOptions } from './api-client.ts';

/** GET /api/shop: read with every server-rendered page (page-reads.ts), so it is known at once. */
export const shopQueryOptions = () => readOptions(shopApi.about, {});

/** The shop as it is, or undefined while it is not known yet (a page rendered in the browser). */
export function useShop(): Shop | undefined {
  return useQuery(shopQueryOptions()).data;
}

/** True in the live shop only (not the demo, nor while the shop is not known yet). */
export function useLiveShop(): boolean {
  return useShop()?.demo === false;
}

/**
 * What a claim shows (issue 29): the spec's words in the demo, which keeps them to the letter; in
 * the live shop what `live` makes of its figures (null: say nothing); nothing while unknown.
 */
export function useShopClaim<T>(demo: T, live: (shop: Shop) => T | null): T | null {
  const shop = useShop();
  if (!shop) return null;
  return shop.demo ? demo : live(shop);
}

/** A link's words: the demo's (spec §2), or its `liveLabel` in the live shop where it has one. */
export function useLinkLabel(): (link: { label: string; liveLabel?: string }) => string {
  const live = useLiveShop();
  return (link) => (live && link.liveLabel) || link.label;
}
