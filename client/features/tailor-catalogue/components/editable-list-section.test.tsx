import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditableListSection, type EditableListWords } from './editable-list-section.tsx';

const words: EditableListWords = {
  title: 'Fabrics',
  intro: 'Fabrics you keep in stock, priced per yard.',
  add: 'Add Fabric',
  empty: 'You have no fabrics yet.',
  active: 'In use',
  reactivate: 'Put back in use',
  toggleFailed: 'Failed to change the fabric.',
};

type Fabric = { id: string; name: string; isActive: boolean; colour: string };
const fabrics: Fabric[] = [
  { id: 'f1', name: 'Wine velvet', isActive: true, colour: 'wine' },
  { id: 'f2', name: 'Ivory lace', isActive: false, colour: 'ivory' },
];

function renderList(data: Fabric[] | undefined, mutate = vi.fn()) {
  render(
    <EditableListSection
      words={words}
      query={{ data, isPending: false, isError: false, isFetching: false, refetch: vi.fn() }}
      toggle={{ isPending: false, mutate }}
      form={({ editing, onDone }) => (
        <form aria-label={editing ? `Editing ${editing.name}` : 'New fabric'}>
          <button type="button" onClick={onDone}>
            Cancel
          </button>
        </form>
      )}
      details={(fabric) => <p>Colour: {fabric.colour}</p>}
    />,
  );
  return mutate;
}

describe('EditableListSection', () => {
  it('shows each entry with its details and its own words for active and set aside', () => {
    renderList(fabrics);
    const [velvet, lace] = screen.getAllByRole('listitem');
    expect(within(velvet!).getByText('In use')).toBeTruthy();
    expect(within(velvet!).getByText('Colour: wine')).toBeTruthy();
    expect(within(velvet!).getByRole('button', { name: 'Set aside' })).toBeTruthy();
    expect(within(lace!).getByText('Set aside')).toBeTruthy();
    expect(within(lace!).getByRole('button', { name: 'Put back in use' })).toBeTruthy();
  });

  it('says so when the list is empty', () => {
    renderList([]);
    expect(screen.getByText('You have no fabrics yet.')).toBeTruthy();
  });

  it('opens the add form above the list and the edit form in the entry it edits', async () => {
    renderList(fabrics);
    await userEvent.click(screen.getByRole('button', { name: 'Add Fabric' }));
    expect(screen.getByRole('form', { name: 'New fabric' })).toBeTruthy();
    // One form at a time: Add is gone while it is open.
    expect(screen.queryByRole('button', { name: 'Add Fabric' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Ivory lace' }));
    const [, lace] = screen.getAllByRole('listitem');
    expect(within(lace!).getByRole('form', { name: 'Editing Ivory lace' })).toBeTruthy();
    expect(screen.queryByText('Colour: ivory')).toBeNull();
  });

  it('sets an entry aside or brings it back by sending the opposite state', async () => {
    const mutate = renderList(fabrics);
    await userEvent.click(screen.getByRole('button', { name: 'Set aside' }));
    await userEvent.click(screen.getByRole('button', { name: 'Put back in use' }));
    expect(mutate.mock.calls.map(([change]) => change)).toEqual([
      { id: 'f1', isActive: false },
      { id: 'f2', isActive: true },
    ]);
  });
});
