import { ShoppingBag } from 'lucide-react';
import type { Product } from '../../../../shared/schemas/product.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useAddCartItem } from '../api/add-cart-item.ts';

type Props = {
  product: Product;
  /** The words of the place it sits in: 'Order Custom' on a card, longer on the detail page. */
  label: string;
  pendingLabel: string;
  size?: 'md' | 'lg';
  className?: string;
};

/** Adds one piece of the outfit to the cart; disabled while the request is on its way. */
export function AddToCartButton({ product, label, pendingLabel, size = 'md', className }: Props) {
  const addItem = useAddCartItem();
  return (
    <Button
      size={size}
      className={className}
      disabled={addItem.isPending}
      onClick={() => addItem.mutate(product)}
    >
      <ShoppingBag aria-hidden="true" className="size-4 shrink-0" />
      {addItem.isPending ? pendingLabel : label}
    </Button>
  );
}

/** The button on an outfit's card (spec: 'Order Custom', 'Adding...' while pending). */
export function OrderCustomButton({ product }: { product: Product }) {
  return <AddToCartButton product={product} label="Order Custom" pendingLabel="Adding..." />;
}
