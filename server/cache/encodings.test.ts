import { describe, expect, it } from 'vitest';
import { chooseCoding, negotiate } from './encodings.ts';

describe('chooseCoding', () => {
  it('picks the smallest coding a browser accepts', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br'); // Chrome
    expect(chooseCoding('gzip, deflate')).toBe('gzip'); // older Android WebView
    expect(chooseCoding(undefined)).toBe('identity');
    expect(chooseCoding(['gzip', 'br'])).toBe('br'); // a header sent twice
  });

  it('gives identity for codings Telo does not have, however they are spelt', () => {
    for (const header of ['deflate', 'xyz', 'compress', 'zstd', '', ',,,', ';q=1', 'br;q=abc']) {
      expect(chooseCoding(header), header).toBe('identity');
    }
  });

  it('reads codings case-insensitively, with weights and the x- alias', () => {
    expect(chooseCoding('GZIP')).toBe('gzip');
    expect(chooseCoding('Br;Q=0.5, GZip;q=0.9')).toBe('gzip');
    expect(chooseCoding('x-gzip')).toBe('gzip');
    expect(chooseCoding('br;q=0, *')).toBe('gzip');
    expect(chooseCoding('*')).toBe('br');
  });

  it('answers null (406) only when identity is refused too', () => {
    expect(chooseCoding('gzip;q=0, br;q=0, identity;q=0')).toBeNull();
    expect(chooseCoding('*;q=0')).toBeNull();
    expect(chooseCoding('deflate, identity;q=0')).toBeNull();
    expect(chooseCoding('gzip;q=0, br;q=0')).toBe('identity');
  });

  it('gives the same answer when it is remembered as when it is worked out', () => {
    const headers = ['deflate', 'GZIP', 'xyz', 'gzip;q=0, br;q=0, identity;q=0', 'br'];
    for (let round = 0; round < 3; round++) {
      for (const header of headers) {
        expect(chooseCoding(header) ?? 'refused', header).toBe(negotiate(header));
      }
    }
  });

  it('works out a very long header without remembering it', () => {
    const long = `${'a, '.repeat(5000)}gzip`;
    expect(chooseCoding(long)).toBe('gzip');
  });
});
