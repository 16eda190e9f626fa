import { OrderCustomButton } from '../../features/cart/components/add-to-cart-button.tsx';
import { CategoryTiles } from '../../features/home/components/category-tiles.tsx';
import { CustomerCarousel } from '../../features/home/components/customer-carousel.tsx';
import { FashionProfilePreview } from '../../features/home/components/fashion-profile-preview.tsx';
import { FitPromo } from '../../features/home/components/fit-promo.tsx';
import { Hero } from '../../features/home/components/hero.tsx';
import { HomeSection } from '../../features/home/components/home-section.tsx';
import {
  MasterTailorCard,
  MasterTailorCardSkeleton,
} from '../../features/home/components/master-tailor-card.tsx';
import { TailorInvitation } from '../../features/home/components/tailor-invitation.tsx';
import { FEATURED_PRODUCTS, FEATURED_TAILORS } from '../../features/home/lib/featured.ts';
import { useHeroImage } from '../../features/home/state/hero-image.tsx';
import { useFeaturedProducts } from '../../features/products/api/get-featured-products.ts';
import { ProductCard } from '../../features/products/components/product-card.tsx';
import {
  ProductGrid,
  ProductGridSkeleton,
} from '../../features/products/components/product-grid.tsx';
import { useFeaturedTailors } from '../../features/tailors/api/get-featured-tailors.ts';
import { offscreenBands } from '../../components/ui/offscreen-items.ts';
import { paths } from '../../config/paths.ts';
import { island } from '../../islands/island.tsx';

// The page's interactive parts (decision 059): each card's button and the carousel.
const OrderCustom = island('order-custom', OrderCustomButton);
const Carousel = island('customer-carousel', CustomerCarousel);

export default function HomePage() {
  const heroImage = useHeroImage();
  const products = useFeaturedProducts(FEATURED_PRODUCTS);
  const tailors = useFeaturedTailors(FEATURED_TAILORS);
  const featured = products.data ?? [];
  const masterTailors = tailors.data ?? [];

  return (
    <>
      <Hero image={heroImage} />

      <div className={`${offscreenBands} *:[contain-intrinsic-block-size:auto_40rem]`}>
        <HomeSection
          title="Shop by Category"
          intro="From flowing agbada to hand-woven aso-oke, every style is made to your measurements."
        >
          <CategoryTiles />
        </HomeSection>

        <FitPromo />

        <HomeSection
          title="Featured Designs"
          more={{ to: paths.products, label: 'View all outfits' }}
        >
          {products.isPending ? (
            <ProductGridSkeleton count={FEATURED_PRODUCTS} />
          ) : products.isError ? (
            <p role="alert" className="text-stone-700">
              We could not load the featured outfits. Please refresh the page.
            </p>
          ) : (
            <ProductGrid label="Featured Designs">
              {featured.map((product) => (
                <li key={product.id} className="flex">
                  <ProductCard product={product} action={<OrderCustom product={product} />} />
                </li>
              ))}
            </ProductGrid>
          )}
        </HomeSection>

        <HomeSection
          title="Master Tailors"
          intro="Experienced tailors across Nigeria, rated by the customers they dress."
          more={{ to: paths.tailors, label: 'Find more tailors' }}
          tone="tinted"
        >
          {tailors.isError ? (
            <p role="alert" className="text-stone-700">
              We could not load our tailors. Please refresh the page.
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
              {tailors.isPending
                ? Array.from({ length: FEATURED_TAILORS }, (_, i) => (
                    <li key={i}>
                      <MasterTailorCardSkeleton />
                    </li>
                  ))
                : masterTailors.map((tailor) => (
                    <li key={tailor.id}>
                      <MasterTailorCard tailor={tailor} />
                    </li>
                  ))}
            </ul>
          )}
        </HomeSection>

        <HomeSection
          title="Made for Every Occasion"
          intro="Whatever the celebration, a tailor can make your look."
        >
          <Carousel />
        </HomeSection>

        <section className="bg-stone-50">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
            <FashionProfilePreview />
          </div>
        </section>

        <TailorInvitation />
      </div>
    </>
  );
}
