import { DesignsSection } from './designs-section.tsx';
import { FabricsSection } from './fabrics-section.tsx';
import { OutfitsSection } from './outfits-section.tsx';
import { PricingSection } from './pricing-section.tsx';

/** The workspace's Catalogue tab: outfits, price list, designs and fabrics, in that order. */
export function CatalogueTab() {
  return (
    <div className="space-y-10">
      <OutfitsSection />
      <PricingSection />
      <DesignsSection />
      <FabricsSection />
    </div>
  );
}
