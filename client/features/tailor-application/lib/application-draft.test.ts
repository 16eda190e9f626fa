import { describe, expect, it } from 'vitest';
import {
  MAX_SPECIALTIES,
  addSpecialty,
  emptyDraft,
  parseExperience,
  toApplicationPayload,
} from './application-draft.ts';

describe('addSpecialty', () => {
  it('adds the trimmed text at the end', () => {
    expect(addSpecialty(['Agbada'], '  Lace  ')).toEqual(['Agbada', 'Lace']);
  });

  it('ignores empty and blank text', () => {
    expect(addSpecialty(['Agbada'], '')).toEqual(['Agbada']);
    expect(addSpecialty(['Agbada'], '   ')).toEqual(['Agbada']);
  });

  it('ignores a specialty already in the list, whatever its case or spacing', () => {
    expect(addSpecialty(['Agbada', 'Lace'], ' agbada ')).toEqual(['Agbada', 'Lace']);
  });

  it('stops at the most specialties the server accepts', () => {
    const full = Array.from({ length: MAX_SPECIALTIES }, (_, i) => `Craft ${i}`);
    expect(addSpecialty(full, 'Adire')).toEqual(full);
  });
});

describe('parseExperience', () => {
  it('reads whole years', () => {
    expect(parseExperience('12')).toBe(12);
    expect(parseExperience(' 0 ')).toBe(0);
    expect(parseExperience('7.9')).toBe(7);
  });

  it('turns anything that is not a number into 0', () => {
    for (const raw of ['', '   ', 'ten', '5 years', 'NaN', 'Infinity'])
      expect(parseExperience(raw)).toBe(0);
  });
});

describe('toApplicationPayload', () => {
  it('sends the business fields and specialties, experience as a number', () => {
    const draft = { ...emptyDraft, businessName: 'Ade', experience: 'abc', specialties: ['Lace'] };
    expect(toApplicationPayload('user1', draft)).toEqual({
      userId: 'user1',
      businessName: 'Ade',
      location: '',
      phone: '',
      businessDescription: '',
      experience: 0,
      specialties: ['Lace'],
      previousWork: '',
      businessLicense: '',
      previousWorkPhotos: [],
    });
    // A state chosen is sent; none chosen is left for the server to name.
    expect(toApplicationPayload('user1', { ...draft, state: 'FCT' })).toMatchObject({
      state: 'FCT',
    });
  });
});
