import { Trash2 } from 'lucide-react';
import { formatNaira } from '../../../../shared/money.ts';
import type { CartItem } from '../../../../shared/schemas/cart.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';

/** One outfit in the cart sheet, with its own remove button (disabled while removing). */
export function CartItemRow({ item }: { item: CartItem }) {
  const removeItem = useRemoveCartItem();
  const { product } = item;
  return (
    <li className="flex gap-3 py-4">
      <Thumbnail src={product.imageUrl} px={80} className="size-20" loading="lazy" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">{product.name}</p>
        <p className="text-sm text-stone-600">by {product.tailor.businessName}</p>
        <p className="mt-1 font-semibold text-brand-900">
          {formatNaira(product.price)}
          {item.quantity > 1 && (
            <span className="ml-1 text-sm font-normal text-stone-600">× {item.quantity}</span>
          )}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${product.name}`}
        disabled={removeItem.isPending}
        onClick={() => removeItem.mutate(item.productId)}
        className="shrink-0 text-stone-500 hover:text-red-700"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </Button>
    </li>
  );
}
