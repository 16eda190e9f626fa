import { describe, expect, it } from 'vitest';
import { createByteLru } from './byte-lru.ts';

describe('createByteLru', () => {
  it('keeps at most maxEntries, dropping the least recently used first', () => {
    const lru = createByteLru<string>({ maxEntries: 3, maxBytes: 1_000 });
    for (const key of ['a', 'b', 'c']) lru.set(key, key, 10);
    expect(lru.get('a')).toBe('a'); // a is now the most recently used
    lru.set('d', 'd', 10);
    expect(lru.size).toBe(3);
    expect(lru.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => lru.get(key))).toEqual(['a', 'c', 'd']);
  });

  it('keeps the total under maxBytes and refuses a value larger than the bound', () => {
    const lru = createByteLru<string>({ maxEntries: 100, maxBytes: 100 });
    for (let i = 0; i < 10; i++) lru.set(`k${i}`, 'x', 30);
    expect(lru.bytes).toBeLessThanOrEqual(100);
    expect(lru.size).toBe(3);
    expect(lru.get('k9')).toBe('x');
    expect(lru.set('huge', 'x', 101)).toBe(false);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(3);
  });

  it('replacing a key counts its bytes once; clear empties everything', () => {
    const lru = createByteLru<string>({ maxEntries: 10, maxBytes: 100 });
    lru.set('a', 'first', 40);
    lru.set('a', 'second', 50);
    expect([lru.get('a'), lru.size, lru.bytes]).toEqual(['second', 1, 50]);
    lru.clear();
    expect([lru.get('a'), lru.size, lru.bytes]).toEqual([undefined, 0, 0]);
  });
});
