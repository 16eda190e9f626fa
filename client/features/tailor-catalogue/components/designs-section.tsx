import { useMyDesigns } from '../api/get-my-designs.ts';
import { useUpdateDesign } from '../api/update-design.ts';
import { DesignForm } from './design-form.tsx';
import { EditableListSection } from './editable-list-section.tsx';

/** The tailor's designs: styles they make, kept active or set aside. */
export function DesignsSection() {
  return (
    <EditableListSection
      words={{
        title: 'Designs',
        intro: 'The styles you make, to talk through with shoppers.',
        add: 'Add Design',
        empty: 'You have no designs yet.',
        active: 'Active',
        reactivate: 'Make active',
        toggleFailed: 'Failed to change the design.',
      }}
      query={useMyDesigns()}
      toggle={useUpdateDesign()}
      form={(props) => <DesignForm {...props} />}
      details={(design) => (
        <>
          <p className="text-sm text-stone-600">{design.category}</p>
          <p className="mt-1 line-clamp-2 text-sm text-stone-700">{design.description}</p>
        </>
      )}
    />
  );
}
