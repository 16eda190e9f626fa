import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

function Outfit({ onValueChange }: { onValueChange?: (v: string) => void }) {
  return (
    <Tabs defaultValue="details" onValueChange={onValueChange}>
      <TabsList aria-label="About this outfit">
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="sizing">Sizing Guide</TabsTrigger>
        <TabsTrigger value="delivery">Delivery</TabsTrigger>
      </TabsList>
      <TabsContent value="details">Made to order</TabsContent>
      <TabsContent value="sizing">Chest 42</TabsContent>
      <TabsContent value="delivery">Worldwide shipping</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').filter((t) => t.ariaSelected === 'true');

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('Tabs', () => {
  it('shows the selected panel only, labelled by its tab, with one tab stop', () => {
    render(<Outfit />);
    expect(screen.getByRole('tablist', { name: 'About this outfit' })).toBeTruthy();
    expect(selected()).toEqual([tab('Details')]);
    const panel = screen.getByRole('tabpanel', { name: 'Details' });
    expect(panel.textContent).toBe('Made to order');
    expect(tab('Details').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('Chest 42')).toBeNull();
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects a clicked tab and tells the caller', async () => {
    const onValueChange = vi.fn();
    render(<Outfit onValueChange={onValueChange} />);
    await userEvent.click(tab('Sizing Guide'));
    expect(selected()).toEqual([tab('Sizing Guide')]);
    expect(screen.getByRole('tabpanel', { name: 'Sizing Guide' }).textContent).toBe('Chest 42');
    expect(screen.queryByText('Made to order')).toBeNull();
    expect(onValueChange).toHaveBeenCalledWith('sizing');
    // Clicking the selected tab again changes nothing.
    await userEvent.click(tab('Sizing Guide'));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('moves focus and selection with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Outfit />);
    await user.tab();
    expect(document.activeElement).toBe(tab('Details'));

    const step = async (key: string, expected: string) => {
      await user.keyboard(key);
      expect(document.activeElement).toBe(tab(expected));
      expect(selected()).toEqual([tab(expected)]);
      expect(screen.getByRole('tabpanel', { name: expected })).toBeTruthy();
      expect(tab(expected).tabIndex).toBe(0);
    };
    await step('{ArrowRight}', 'Sizing Guide');
    await step('{ArrowRight}', 'Delivery');
    await step('{ArrowRight}', 'Details');
    await step('{ArrowLeft}', 'Delivery');
    await step('{Home}', 'Details');
    await step('{End}', 'Delivery');

    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('follows a caller that keeps the selection', async () => {
    function InUrl() {
      const [value, setValue] = useState('sizing');
      return (
        <>
          <p>open: {value}</p>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList aria-label="Sections">
              <TabsTrigger value="details">Details</TabsTrigger>
              <TabsTrigger value="sizing">Sizing Guide</TabsTrigger>
            </TabsList>
            <TabsContent value="details">Made to order</TabsContent>
            <TabsContent value="sizing">Chest 42</TabsContent>
          </Tabs>
        </>
      );
    }
    render(<InUrl />);
    expect(selected()).toEqual([tab('Sizing Guide')]);
    await userEvent.click(tab('Details'));
    expect(screen.getByText('open: details')).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toBeTruthy();
  });

  it('hydrates the server-rendered markup without a mismatch', async () => {
    const html = renderToString(<Outfit />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Outfit />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    await userEvent.click(tab('Delivery'));
    expect(screen.getByRole('tabpanel', { name: 'Delivery' }).textContent).toBe(
      'Worldwide shipping',
    );
  });
});
