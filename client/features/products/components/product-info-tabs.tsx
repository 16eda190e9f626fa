import { Check, Clock, Globe2, ShieldCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Product } from '../../../../shared/schemas/product.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useLiveShop } from '../../../lib/shop.ts';

const features = [
  'Cut and sewn to your own body measurements',
  'Fabric chosen and checked by your tailor',
  'Neat, reinforced seams and hand-finished details',
  'Covered by our Lifetime Fit Guarantee',
];
const care = [
  'Dry clean embroidered and aso-oke pieces',
  'Hand wash cotton and ankara in cold water, inside out',
  'Dry in the shade to keep colours bright',
  'Iron on the reverse side at medium heat',
];
const customization = {
  Fabric: [
    'Choose from the tailor’s fabrics',
    'Or send your own fabric',
    'Colour and pattern to match your occasion',
  ],
  Style: ['Neckline and collar shape', 'Sleeve length and cuff', 'Embroidery colour and placement'],
  Fit: ['Slim, regular or relaxed fit', 'Trouser length and taper', 'Cap (fila) or gele to match'],
};

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="mt-2 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-stone-700">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function Fact({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-lg border border-stone-200 p-4">
      <span className="text-brand-800">{icon}</span>
      <div>
        <h2 className="font-semibold text-stone-900">{title}</h2>
        <p className="text-sm text-stone-600">{children}</p>
      </div>
    </div>
  );
}

type Props = {
  product: Product;
  /** The Sizing Guide tab's content: the shopper's own measurements, read by the page. */
  sizingGuide: ReactNode;
};

/** Details, Sizing Guide, Customization and Delivery (spec §2, Product detail). */
export function ProductInfoTabs({ product, sizingGuide }: Props) {
  // The demo keeps the spec's Delivery tab (worldwide shipping); the live shop says what checkout
  // offers: delivery within Nigeria priced by route, or pickup (issue 29).
  const live = useLiveShop();
  return (
    <Tabs defaultValue="details" idBase="outfit-tabs">
      <TabsList aria-label="About this outfit">
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="sizing">Sizing Guide</TabsTrigger>
        <TabsTrigger value="customization">Customization</TabsTrigger>
        <TabsTrigger value="delivery">Delivery</TabsTrigger>
      </TabsList>
      <TabsContent value="details" className="space-y-6">
        <p className="text-stone-700">
          {product.description} Made to order by {product.tailor.businessName} in{' '}
          {product.tailor.location}.
        </p>
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <h2 className="font-semibold text-stone-900">Features</h2>
            <Bullets items={features} />
          </div>
          <div>
            <h2 className="font-semibold text-stone-900">Care</h2>
            <Bullets items={care} />
          </div>
        </div>
      </TabsContent>
      <TabsContent value="sizing">{sizingGuide}</TabsContent>
      <TabsContent value="customization" className="grid gap-6 sm:grid-cols-3">
        {Object.entries(customization).map(([title, items]) => (
          <div key={title}>
            <h2 className="font-semibold text-stone-900">{title}</h2>
            <Bullets items={items} />
          </div>
        ))}
      </TabsContent>
      <TabsContent value="delivery" className="grid gap-4 sm:grid-cols-3">
        <Fact icon={<Clock aria-hidden="true" className="size-6" />} title="Production: 2-3 weeks">
          Your tailor starts once your order and measurements are in.
        </Fact>
        {live ? (
          <Fact icon={<Truck aria-hidden="true" className="size-6" />} title="Delivery in Nigeria">
            By courier from the tailor&apos;s workshop to any state, priced at checkout by how far
            it travels, or collected from the workshop for free.
          </Fact>
        ) : (
          <Fact icon={<Globe2 aria-hidden="true" className="size-6" />} title="Worldwide shipping">
            Delivered anywhere in Nigeria and abroad, tracked from the workshop to your door.
          </Fact>
        )}
        <Fact
          icon={<ShieldCheck aria-hidden="true" className="size-6" />}
          title={live ? 'Lifetime Fit Guarantee' : '100% satisfaction'}
        >
          If it does not fit as it should, we make it right under our Lifetime Fit Guarantee.
        </Fact>
      </TabsContent>
    </Tabs>
  );
}
