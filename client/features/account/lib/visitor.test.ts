import { describe, expect, it } from 'vitest';
import { initialsOf } from './visitor.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Adaeze Okafor')).toBe('AO');
    expect(initialsOf('  chidi  emeka  nwosu ')).toBe('CN');
    expect(initialsOf('Tunde')).toBe('T');
  });

  it('gives nothing without a name', () => {
    expect(initialsOf(null)).toBeNull();
    expect(initialsOf('   ')).toBeNull();
  });
});
