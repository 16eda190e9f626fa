/**
 * A delivery address's typed fields (the state is a select of its own), with the labels and
 * autofill names the checkout and an aso-ebi guest's payment both ask with.
 */
export const addressFields: {
  field: 'name' | 'phone' | 'street' | 'city';
  label: string;
  type: string;
  autoComplete: string;
}[] = [
  { field: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
  { field: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { field: 'street', label: 'Street address', type: 'text', autoComplete: 'street-address' },
  { field: 'city', label: 'City', type: 'text', autoComplete: 'address-level2' },
];
