import { Link } from 'react-router';
import { formatNairaExact } from '../../../../shared/money.ts';
import type { TailorProduct } from '../../../../shared/schemas/tailor-catalogue.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUpdateProduct } from '../api/update-product.ts';

/** One of the tailor's outfits: shown or hidden, with Edit and Hide/Show. */
export function OutfitRow({ product, onEdit }: { product: TailorProduct; onEdit: () => void }) {
  const update = useUpdateProduct();
  const toggle = () =>
    update.mutate(
      { id: product.id, isAvailable: !product.isAvailable },
      {
        onSuccess: (saved) =>
          notifySuccess(
            saved.isAvailable ? 'Outfit shown' : 'Outfit hidden',
            saved.isAvailable
              ? `${saved.name} is back in the catalogue`
              : `${saved.name} is no longer in the catalogue`,
          ),
        onError: () => notifyError('Error', 'Failed to change the outfit. Please try again.'),
      },
    );
  return (
    <Card className="flex gap-3 p-3" data-testid="outfit-row">
      <Thumbnail src={product.imageUrl} px={72} className="size-18" loading="lazy" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-stone-900">
            {product.isAvailable ? (
              <Link to={`/products/${product.id}`} className="hover:underline">
                {product.name}
              </Link>
            ) : (
              product.name
            )}
          </h3>
          <Badge tone={product.isAvailable ? 'brand' : 'neutral'}>
            {product.isAvailable ? 'Shown' : 'Hidden'}
          </Badge>
        </div>
        <p className="text-sm text-stone-600">
          {product.category} · {formatNairaExact(product.price)}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="outline" onClick={onEdit} aria-label={`Edit ${product.name}`}>
            Edit
          </Button>
          <Button
            variant="ghost"
            onClick={toggle}
            disabled={update.isPending}
            aria-label={`${product.isAvailable ? 'Hide' : 'Show'} ${product.name}`}
          >
            {product.isAvailable ? 'Hide' : 'Show'}
          </Button>
        </div>
      </div>
    </Card>
  );
}
