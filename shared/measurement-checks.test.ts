import { describe, expect, it } from 'vitest';
import { combinationLabel, implausibleCombinations } from './measurement-checks.ts';

/** A real body, in inches (a Lagos groom's measurements), that no rule may flag. */
const body = {
  chest: '42',
  waist: '36',
  hips: '42',
  shoulders: '18.5',
  sleeves: '25',
  length: '58',
  inseam: '31',
  neck: '16',
  bicep: '14',
  forearm: '11.5',
  thigh: '24',
  calf: '15',
};

describe('implausibleCombinations', () => {
  it('flags nothing on a real body, in inches or centimetres', () => {
    expect(implausibleCombinations(body, 'inches')).toEqual([]);
    const cm = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, String(Number(v) * 2.54)]),
    );
    expect(implausibleCombinations(cm, 'centimeters')).toEqual([]);
  });

  it('allows a round belly: waist a few inches above chest', () => {
    expect(implausibleCombinations({ ...body, waist: '48' }, 'inches')).toEqual([]);
  });

  it.each([
    [{ waist: '60' }, 'Waist and Chest'],
    [{ neck: '30' }, 'Neck and Chest'],
    [{ shoulders: '40' }, 'Shoulders and Chest'],
    [{ bicep: '28' }, 'Bicep and Chest'],
    [{ forearm: '16' }, 'Forearm and Bicep'],
    [{ calf: '27' }, 'Calf and Thigh'],
    [{ thigh: '40' }, 'Thigh and Hips'],
    [{ length: '20', inseam: '44' }, 'Inseam and Length'],
  ])('flags %o as %s', (change, label) => {
    const flags = implausibleCombinations({ ...body, ...change }, 'inches');
    expect(flags.map(combinationLabel)).toContain(label);
  });

  it('compares only the values that are there and readable', () => {
    expect(implausibleCombinations({ waist: '60' }, 'inches')).toEqual([]);
    expect(implausibleCombinations({ waist: 'sixty', chest: '42' }, 'inches')).toEqual([]);
  });

  it('reads centimetres as centimetres: a 100 cm chest with a 40 cm neck is a body', () => {
    expect(implausibleCombinations({ chest: '100', neck: '40' }, 'centimeters')).toEqual([]);
    expect(implausibleCombinations({ chest: '100', neck: '70' }, 'centimeters')).toHaveLength(1);
  });
});
