import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useCurrentUserId } from '../../../lib/current-user.ts';
import { useWishlist } from '../api/get-wishlist.ts';
import { useToggleWishlist } from '../api/toggle-wishlist.ts';

type Props = { productId: string; name: string; className?: string };

/**
 * Save to Wishlist (spec §2, Product detail; issue 15): a toggle remembered per account, shown
 * as saved only once the browser knows the shopper (nothing personal in server-rendered HTML).
 */
export function WishlistButton({ productId, name, className }: Props) {
  const userId = useCurrentUserId();
  const wishlist = useWishlist(userId);
  const toggle = useToggleWishlist();
  const saved = wishlist.data?.some((item) => item.productId === productId) ?? false;
  return (
    <Button
      variant="outline"
      aria-pressed={saved}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ productId, name, save: !saved })}
      className={className}
    >
      <Heart
        aria-hidden="true"
        className={saved ? 'size-5 text-red-700' : 'size-5'}
        fill={saved ? 'currentColor' : 'none'}
      />
      {saved ? 'Saved to Wishlist' : 'Save to Wishlist'}
    </Button>
  );
}
