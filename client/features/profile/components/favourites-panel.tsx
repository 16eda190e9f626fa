import type { ComponentProps } from 'react';
import type { ActingUserId } from '../../../lib/current-user.ts';
import { AddToCartButton } from '../../cart/components/add-to-cart-button.tsx';
import { WishlistList } from '../../favourites/components/wishlist-list.tsx';
import { FavouriteTailors } from './favourite-tailors.tsx';

type FavouritesPanelProps = {
  tailors: ComponentProps<typeof FavouriteTailors>;
  userId: ActingUserId;
};

/**
 * The profile's Favorites tab: the tailors followed (or suggested) and the wishlist. Its own
 * chunk, fetched when the tab is opened: most visits to the profile never open it.
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
