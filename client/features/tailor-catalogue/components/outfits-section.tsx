import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMyProducts } from '../api/get-my-products.ts';
import { OutfitForm } from './outfit-form.tsx';
import { OutfitRow } from './outfit-row.tsx';
import { ListState, Section } from './section-states.tsx';

/** The tailor's outfits (the spec's products), hidden ones included: add, edit, hide, show. */
export function OutfitsSection() {
  const products = useMyProducts();
  /** 'new', an outfit's id, or null when no form is open. */
  const [editing, setEditing] = useState<string | null>(null);
  const list = products.data ?? [];
  const edited = list.find((p) => p.id === editing);
  return (
    <Section
      title="Your outfits"
      intro="What shoppers see on /products. Hidden outfits stay here but leave the catalogue."
      action={editing === null && <Button onClick={() => setEditing('new')}>Add Outfit</Button>}
    >
      {editing === 'new' && <OutfitForm onDone={() => setEditing(null)} />}
      <ListState query={products} isEmpty={list.length === 0} empty="You have no outfits yet.">
        <ul className="space-y-3">
          {list.map((product) => (
            <li key={product.id}>
              {edited?.id === product.id ? (
                <OutfitForm key={product.id} editing={product} onDone={() => setEditing(null)} />
              ) : (
                <OutfitRow product={product} onEdit={() => setEditing(product.id)} />
              )}
            </li>
          ))}
        </ul>
      </ListState>
    </Section>
  );
}
