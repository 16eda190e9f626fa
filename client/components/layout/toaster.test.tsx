import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyComingSoon, notifyError, notifySuccess, toasts } from '../../lib/notify.ts';
import { TOAST_DURATION_MS, Toaster } from './toaster.tsx';

afterEach(() => {
  const shown = toasts.current();
  if (shown) act(() => toasts.dismiss(shown.id));
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('has its live region before the first toast, then shows a title and description', () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    act(() => notifySuccess('Added to cart', 'Royal Agbada has been added to your cart'));
    expect(region.textContent).toContain('Added to cart');
    expect(region.textContent).toContain('Royal Agbada has been added to your cart');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows one toast at a time: a new one replaces the one on screen', () => {
    render(<Toaster />);
    act(() => notifySuccess('Item removed', 'Item has been removed from your cart'));
    act(() => notifyComingSoon('Checkout'));
    expect(screen.queryByText('Item removed')).toBeNull();
    expect(screen.getByText('Checkout is coming soon')).toBeTruthy();
  });

  it('announces errors at once', () => {
    render(<Toaster />);
    act(() => notifyError('Error', 'Failed to clear cart'));
    expect(screen.getByRole('alert').textContent).toContain('Failed to clear cart');
  });

  it('removes a toast after 5 seconds, and at once when dismissed', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => notifySuccess('Cart cleared', 'All items have been removed from your cart'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Cart cleared')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Cart cleared')).toBeNull();
    vi.useRealTimers();

    act(() => notifySuccess('Measurements saved'));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Measurements saved')).toBeNull();
  });
});
