import type { ReactNode } from 'react';
import type { Product } from '../../../../shared/schemas/product.ts';
import type { Tailor } from '../../../../shared/schemas/tailor.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { deferredPart } from '../../../islands/deferred-part.tsx';
import { TailorProfileHeader } from './tailor-profile-header.tsx';
import * as now from './tailor-profile-later.ts';

// In the islands build these parts' code comes after the page's (tailor-profile-later.ts).
const later = () => import('./tailor-profile-later.ts');
const TailorAbout = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.TailorAbout))
  : now.TailorAbout;
const TailorPortfolio = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.TailorPortfolio))
  : now.TailorPortfolio;
const TailorProcess = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.TailorProcess))
  : now.TailorProcess;
const TailorSideCards = import.meta.env.TELO_ISLANDS
  ? deferredPart(() => later().then((m) => m.TailorSideCards))
  : now.TailorSideCards;

/** What the tailor page's island waits for before it is hydrated (client/islands/registry.ts). */
export const tailorProfileParts = [TailorAbout, TailorPortfolio, TailorProcess, TailorSideCards];

/** A tailor's whole profile: header, side cards and the four tabs (spec §2, Tailor detail). */
export function TailorProfile({
  tailor,
  renderProduct,
  reviews,
  sendMessage,
  followButton,
}: {
  tailor: Tailor;
  renderProduct: (product: Product) => ReactNode;
  /** The Reviews tab's content: real reviews from the reviews feature (issue 15). */
  reviews: ReactNode;
  /** Send Message: opens a conversation with the tailor (the messages feature). */
  sendMessage: ReactNode;
  /** Follow Tailor, from the favourites feature (the page composes it). */
  followButton: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <TailorProfileHeader tailor={tailor} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Tabs
          defaultValue="about"
          idBase="tailor-tabs"
          className="min-w-0 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <TabsList aria-label="About this tailor">
            <TabsTrigger value="about">About</TabsTrigger>
            <TabsTrigger value="portfolio">Portfolio</TabsTrigger>
            <TabsTrigger value="reviews">Reviews</TabsTrigger>
            <TabsTrigger value="process">Process</TabsTrigger>
          </TabsList>
          <TabsContent value="about">
            <TailorAbout tailor={tailor} />
          </TabsContent>
          <TabsContent value="portfolio">
            <TailorPortfolio tailorId={tailor.id} renderProduct={renderProduct} />
          </TabsContent>
          <TabsContent value="reviews">{reviews}</TabsContent>
          <TabsContent value="process">
            <TailorProcess />
          </TabsContent>
        </Tabs>
        <TailorSideCards tailor={tailor} sendMessage={sendMessage} followButton={followButton} />
      </div>
    </div>
  );
}

/** The profile's shape while it loads. */
export function TailorProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading tailor" className="animate-pulse space-y-6">
      <div className="overflow-hidden rounded-lg border border-stone-200">
        <div className="h-24 bg-stone-200" />
        <div className="space-y-3 p-6">
          <div className="size-20 rounded-full bg-stone-200" />
          <div className="h-7 w-1/2 rounded bg-stone-200" />
          <div className="h-4 w-1/4 rounded bg-stone-200" />
          <div className="grid grid-cols-3 gap-3 pt-3">
            <div className="h-16 rounded bg-stone-200" />
            <div className="h-16 rounded bg-stone-200" />
            <div className="h-16 rounded bg-stone-200" />
          </div>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="h-80 rounded-lg bg-stone-200" />
        <div className="h-80 rounded-lg bg-stone-200" />
      </div>
    </div>
  );
}
