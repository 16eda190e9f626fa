import { Heart, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { imageSrcSet } from '../../../../shared/images.ts';
import { formatNaira } from '../../../../shared/money.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';
import { useWishlist } from '../api/get-wishlist.ts';
import { useToggleWishlist } from '../api/toggle-wishlist.ts';

type Props = {
  userId: ActingUserId;
  /** Add to Cart, composed by the page from the cart feature. */
  renderAddToCart: (product: Product) => ReactNode;
};

/** The shopper's saved outfits (issue 15), each with Add to Cart and Remove. */
export function WishlistList({ userId, renderAddToCart }: Props) {
  const wishlist = useWishlist(userId);
  const toggle = useToggleWishlist();
  if (wishlist.isError)
    return (
      <p role="alert" className="text-stone-700">
        We could not load your wishlist. Please try again later.
      </p>
    );
  // A live-mode guest who has saved nothing has no id yet: an empty wishlist.
  const items = userId === null ? [] : wishlist.data;
  if (!items)
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  if (items.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-stone-300 p-6 text-center">
        <Heart aria-hidden="true" className="mx-auto size-8 text-stone-400" />
        <p className="mt-2 text-stone-700">Your wishlist is empty.</p>
        <Link to={paths.products} className={buttonClasses('outline', 'md', 'mt-3')}>
          Browse Outfits
        </Link>
      </div>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Wishlist">
      {items.map(({ product }) => (
        <li key={product.id}>
          <Card className="flex gap-3 p-3">
            <img
              src={product.imageUrl}
              srcSet={imageSrcSet(product.imageUrl)}
              sizes="96px"
              alt=""
              width={96}
              height={96}
              className="size-24 shrink-0 rounded-md object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col">
              <Link
                to={paths.product(product.id)}
                className="font-semibold text-stone-900 hover:underline"
              >
                {product.name}
              </Link>
              <p className="text-sm text-stone-600">{product.tailor.businessName}</p>
              <p className="font-bold text-brand-900">{formatNaira(product.price)}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {renderAddToCart(product)}
                <Button
                  variant="ghost"
                  aria-label={`Remove ${product.name} from your wishlist`}
                  disabled={toggle.isPending}
                  onClick={() =>
                    toggle.mutate({ productId: product.id, name: product.name, save: false })
                  }
                >
                  <X aria-hidden="true" className="size-4" />
                  Remove
                </Button>
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
