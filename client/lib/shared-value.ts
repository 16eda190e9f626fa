/**
 * A value that lives outside React: anything may set it, and components read it with
 * `useSyncExternalStore(value.subscribe, value.get, …)`, re-rendering when it changes.
 */
export function sharedValue<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
