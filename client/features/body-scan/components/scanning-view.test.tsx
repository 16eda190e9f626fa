import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScanningView } from './scanning-view.tsx';

afterEach(() => vi.useRealTimers());

/**
 * The scan's real pace (spec §4, §9): 10 points every 500 ms, then one beat at 100 % before the
 * result, 5.5 s in all. The e2e journey runs it on Playwright's clock, so the pace is proven here.
 */
describe('ScanningView', () => {
  it('climbs 10 points every 500 ms and completes 500 ms after reaching 100 %', () => {
    vi.useFakeTimers();
    const onComplete = vi.fn();
    render(<ScanningView onComplete={onComplete} />);
    const bar = screen.getByRole('progressbar', { name: 'Scan progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');

    for (let value = 10; value <= 100; value += 10) {
      act(() => vi.advanceTimersByTime(499));
      expect(bar.getAttribute('aria-valuenow')).toBe(String(value - 10));
      act(() => vi.advanceTimersByTime(1));
      expect(bar.getAttribute('aria-valuenow')).toBe(String(value));
    }
    act(() => vi.advanceTimersByTime(499));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
