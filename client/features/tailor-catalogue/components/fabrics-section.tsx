import { formatNairaExact } from '../../../../shared/money.ts';
import { useMyFabrics } from '../api/get-my-fabrics.ts';
import { useUpdateFabric } from '../api/update-fabric.ts';
import { EditableListSection } from './editable-list-section.tsx';
import { FabricForm } from './fabric-form.tsx';

/** Fabrics in stock, with price per yard and yards left. */
export function FabricsSection() {
  return (
    <EditableListSection
      words={{
        title: 'Fabrics',
        intro: 'Fabrics you keep in stock, priced per yard.',
        add: 'Add Fabric',
        empty: 'You have no fabrics yet.',
        active: 'In use',
        reactivate: 'Put back in use',
        toggleFailed: 'Failed to change the fabric.',
      }}
      query={useMyFabrics()}
      toggle={useUpdateFabric()}
      form={(props) => <FabricForm {...props} />}
      details={(fabric) => (
        <>
          <p className="text-sm text-stone-600">
            {fabric.type} · {fabric.color}
            {fabric.pattern ? ` · ${fabric.pattern}` : ''}
          </p>
          <p className="text-sm text-stone-800">
            {formatNairaExact(fabric.pricePerYard)} per yard · {fabric.availableQuantity} yards in
            stock
          </p>
        </>
      )}
    />
  );
}
