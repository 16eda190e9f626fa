import { describe, expect, it } from 'vitest';
import { dataLightRequested, smallestSrcSet } from './data-light.ts';

describe('data-light requests', () => {
  it('is on for Save-Data: on, or for the profile’s cookie, and off otherwise', () => {
    expect(dataLightRequested('on', undefined)).toBe(true);
    expect(dataLightRequested('On', undefined)).toBe(true);
    expect(dataLightRequested(undefined, 'telo_session=x; telo_data_light=1')).toBe(true);
    expect(dataLightRequested(undefined, 'telo_data_light=1')).toBe(true);
    expect(dataLightRequested('off', undefined)).toBe(false);
    expect(dataLightRequested(undefined, 'telo_data_light=0')).toBe(false);
    expect(dataLightRequested(undefined, 'not_telo_data_light=1')).toBe(false);
    expect(dataLightRequested(undefined, undefined)).toBe(false);
  });

  it('keeps only the smallest picture of a srcset', () => {
    expect(smallestSrcSet('/a-640.webp 640w, /a-1024.webp 1024w, /a-1600.webp 1600w')).toBe(
      '/a-640.webp 640w',
    );
    expect(smallestSrcSet('/p-800.webp 800w, /p-400.webp 400w')).toBe('/p-400.webp 400w');
    expect(smallestSrcSet(undefined)).toBeUndefined();
  });
});
