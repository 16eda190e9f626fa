/**
 * A least-recently-used map bounded by entry count and by total bytes, so that a crawler walking
 * every search term cannot grow the catalog cache without limit (decision 008). A Map keeps
 * insertion order: re-inserting on each hit moves an entry to the end, and the first key is
 * always the least recently used.
 */
export type ByteLru<V> = {
  get(key: string): V | undefined;
  /** False when the value alone is larger than the byte bound (it is then not kept). */
  set(key: string, value: V, bytes: number): boolean;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
};

export function createByteLru<V>(limits: { maxEntries: number; maxBytes: number }): ByteLru<V> {
  const map = new Map<string, { value: V; bytes: number }>();
  let total = 0;

  function remove(key: string) {
    const old = map.get(key);
    if (!old) return;
    map.delete(key);
    total -= old.bytes;
  }

  return {
    get(key) {
      const slot = map.get(key);
      if (!slot) return undefined;
      map.delete(key);
      map.set(key, slot);
      return slot.value;
    },
    set(key, value, bytes) {
      remove(key);
      if (bytes > limits.maxBytes || limits.maxEntries < 1) return false;
      map.set(key, { value, bytes });
      total += bytes;
      for (const oldest of map.keys()) {
        if (map.size <= limits.maxEntries && total <= limits.maxBytes) break;
        remove(oldest);
      }
      return true;
    },
    clear() {
      map.clear();
      total = 0;
    },
    get size() {
      return map.size;
    },
    get bytes() {
      return total;
    },
  };
}
