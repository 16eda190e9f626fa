import { describe, expect, it } from 'vitest';
import { inInches } from './sizing.ts';

describe('inInches', () => {
  it('shows inches as saved, to one decimal', () => {
    expect(inInches(42, 'inches')).toBe('42"');
    expect(inInches(34.25, 'inches')).toBe('34.3"');
  });

  it('converts centimeters to inches', () => {
    expect(inInches(106.68, 'centimeters')).toBe('42"');
    expect(inInches(90, 'centimeters')).toBe('35.4"');
  });

  it('shows a dash when a measurement is missing', () => {
    expect(inInches(null)).toBe('-');
    expect(inInches(undefined)).toBe('-');
  });
});
