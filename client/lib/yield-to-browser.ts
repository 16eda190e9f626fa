/**
 * Lets the browser run what waits (a tap, a frame, a response) before the current work goes on,
 * in a task of its own. On a slow phone every task longer than 50 ms blocks the shopper's taps;
 * work that needs not follow on at once is cut here into tasks that do not.
 */
export function yieldToBrowser(): Promise<void> {
  return typeof scheduler !== 'undefined' && 'yield' in scheduler
    ? scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));
}
