import type { ComponentProps } from 'react';
import { AddToCartButton } from '../../../features/cart/components/add-to-cart-button.tsx';
import { WishlistList } from '../../../features/favourites/components/wishlist-list.tsx';
import { FavouriteTailors } from '../../../features/profile/components/favourite-tailors.tsx';
import type { ActingUserId } from '../../../lib/current-user.ts';

type FavouritesPanelProps = {
  tailors: ComponentProps<typeof FavouriteTailors>;
  userId: ActingUserId;
};

/**
 * The profile's Favorites tab: the tailors followed (or suggested) and the wishlist, each
 * wishlist line with the cart's button. The page composes the three features (they never
 * import each other). Its own chunk, fetched when the tab is opened: most visits to the
 * profile never open it.
 */
export function FavouritesPanel({ tailors, userId }: FavouritesPanelProps) {
  return (
    <>
      <FavouriteTailors {...tailors} />
      <h2 className="mt-8 mb-3 text-lg font-semibold text-stone-900">Wishlist</h2>
      <WishlistList
        userId={userId}
        renderAddToCart={(product) => (
          <AddToCartButton product={product} label="Add to Cart" pendingLabel="Adding..." />
        )}
      />
    </>
  );
}
