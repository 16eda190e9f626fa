import { useEffect, useRef, useState } from 'react';
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
  /** The outfit just added: shown and focused once the list has it (issue 29), wherever it sorts. */
  const added = useRef<string | null>(null);
  const list = products.data;
  const edited = list?.find((p) => p.id === editing);
  useEffect(() => {
    const row = added.current && document.getElementById(`outfit-${added.current}`);
    if (!row) return;
    row.scrollIntoView({ block: 'center' });
    row.focus({ preventScroll: true });
    added.current = null;
  }, [list]);
  return (
    <Section
      title="Your outfits"
      intro="What shoppers see on /products. Hidden outfits stay here but leave the catalogue."
      action={editing === null && <Button onClick={() => setEditing('new')}>Add Outfit</Button>}
    >
      {editing === 'new' && (
        <OutfitForm
          onDone={(id) => {
            setEditing(null);
            added.current = id ?? null;
          }}
        />
      )}
      <ListState query={products} isEmpty={!list?.length} empty="You have no outfits yet.">
        <ul className="space-y-3">
          {(list ?? []).map((product) => (
            <li key={product.id} id={`outfit-${product.id}`} tabIndex={-1}>
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
