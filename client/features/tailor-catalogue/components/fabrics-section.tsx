import { useState } from 'react';
import { formatNairaExact } from '../../../../shared/money.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useMyFabrics } from '../api/get-my-fabrics.ts';
import { useUpdateFabric } from '../api/update-fabric.ts';
import { FabricForm } from './fabric-form.tsx';
import { ListState, Section } from './section-states.tsx';

/** Fabrics in stock, with price per yard and yards left. */
export function FabricsSection() {
  const fabrics = useMyFabrics();
  const update = useUpdateFabric();
  const [editing, setEditing] = useState<string | null>(null);
  const list = fabrics.data ?? [];
  return (
    <Section
      title="Fabrics"
      intro="Fabrics you keep in stock, priced per yard."
      action={editing === null && <Button onClick={() => setEditing('new')}>Add Fabric</Button>}
    >
      {editing === 'new' && <FabricForm onDone={() => setEditing(null)} />}
      <ListState query={fabrics} isEmpty={list.length === 0} empty="You have no fabrics yet.">
        <ul className="space-y-3">
          {list.map((fabric) =>
            editing === fabric.id ? (
              <li key={fabric.id}>
                <FabricForm editing={fabric} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={fabric.id}>
                <Card className="p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold text-stone-900">{fabric.name}</h3>
                    <Badge tone={fabric.isActive ? 'brand' : 'neutral'}>
                      {fabric.isActive ? 'In use' : 'Set aside'}
                    </Badge>
                  </div>
                  <p className="text-sm text-stone-600">
                    {fabric.type} · {fabric.color}
                    {fabric.pattern ? ` · ${fabric.pattern}` : ''}
                  </p>
                  <p className="text-sm text-stone-800">
                    {formatNairaExact(fabric.pricePerYard)} per yard · {fabric.availableQuantity}{' '}
                    yards in stock
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      onClick={() => setEditing(fabric.id)}
                      aria-label={`Edit ${fabric.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={update.isPending}
                      onClick={() =>
                        update.mutate(
                          { id: fabric.id, isActive: !fabric.isActive },
                          { onError: () => notifyError('Error', 'Failed to change the fabric.') },
                        )
                      }
                    >
                      {fabric.isActive ? 'Set aside' : 'Put back in use'}
                    </Button>
                  </div>
                </Card>
              </li>
            ),
          )}
        </ul>
      </ListState>
    </Section>
  );
}
