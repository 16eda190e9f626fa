import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { measurementKeys } from '../../../shared/catalog.ts';
import { measurements } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import {
  USER1,
  clearShopperData,
  expectApiError,
  insertUser,
  insertUser1,
  isoTimestamp,
  issuePaths,
} from '../../../test/fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let otherUserId: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser1(t.db);
  otherUserId = (await insertUser(t.db)).id;
});
afterAll(() => t?.close());
beforeEach(() => clearShopperData(t.db));

/** What the manual form sends (spec §7): the 12 values as strings, plus the unit. */
const formValues = {
  chest: '42',
  waist: '34.5',
  hips: '40',
  shoulders: '18.25',
  sleeves: '25',
  length: '30',
  inseam: '32',
  neck: '15.5',
  bicep: '13',
  forearm: '11',
  thigh: '23',
  calf: '15',
};

/** The same body measured in centimetres. */
const cmValues = Object.fromEntries(
  Object.entries(formValues).map(([key, value]) => [key, (Number(value) * 2.54).toFixed(2)]),
);

const save = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/measurements', payload });
const read = (userId = USER1) => t.app.inject({ url: `/api/users/${userId}/measurements` });
const rowCount = async () => (await t.db.select().from(measurements)).length;

describe('GET /api/users/:userId/measurements', () => {
  it('answers null before anything is saved', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('refuses another shopper’s measurements with 403', async () => {
    expectApiError(await read(otherUserId), 403);
  });

  it('answers 400 for a user id with odd characters', async () => {
    expect(issuePaths(await read('user1%3Bselect'))).toEqual(['userId']);
  });
});

describe('POST /api/measurements', () => {
  it('stores the 12 string values as numbers and reads them back', async () => {
    const res = await save({ userId: USER1, ...formValues, unit: 'inches' });
    expect(res.statusCode).toBe(200);
    const expected = {
      id: expect.any(String),
      userId: USER1,
      chest: 42,
      waist: 34.5,
      hips: 40,
      shoulders: 18.25,
      sleeves: 25,
      length: 30,
      inseam: 32,
      neck: 15.5,
      bicep: 13,
      forearm: 11,
      thigh: 23,
      calf: 15,
      unit: 'inches',
      updatedAt: expect.stringMatching(isoTimestamp),
    };
    expect(res.json()).toEqual(expected);
    const back = await read();
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual(expected);
  });

  it('accepts numbers as well as strings, and centimeters', async () => {
    const values = Object.fromEntries(measurementKeys.map((k) => [k, Number(cmValues[k])]));
    const res = await save({ userId: USER1, ...values, unit: 'centimeters' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...values, unit: 'centimeters' });
  });

  it('uses inches when no unit is sent', async () => {
    await save({ userId: USER1, ...formValues });
    expect((await read()).json().unit).toBe('inches');
  });

  it('keeps one row per shopper: a second save replaces the values and updatedAt', async () => {
    await save({ userId: USER1, ...formValues, unit: 'inches' });
    // Backdate the first save so "updatedAt changed" does not depend on the clock ticking.
    await t.db.execute(sql`update measurements set updated_at = '2025-01-01T00:00:00Z'`);
    const first = (await read()).json();

    const res = await save({ userId: USER1, ...cmValues, chest: '111.8', unit: 'centimeters' });
    expect(res.statusCode).toBe(200);
    const second = (await read()).json();
    expect(second.id).toBe(first.id);
    expect(second.chest).toBe(111.8);
    expect(second.unit).toBe('centimeters');
    expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    expect(await rowCount()).toBe(1);
  });

  it('stores blank values as null (not measured)', async () => {
    const res = await save({ userId: USER1, ...formValues, neck: '', calf: '   ', bicep: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ neck: null, calf: null, bicep: null, chest: 42 });
  });

  it('rounds values to the hundredth the column keeps', async () => {
    const res = await save({ userId: USER1, ...formValues, chest: '42.555', waist: ' 34 ' });
    expect(res.json()).toMatchObject({ chest: 42.56, waist: 34 });
  });

  it.each([
    ['zero', { chest: '0' }, 'chest'],
    ['tiny (rounds to zero)', { chest: '0.004' }, 'chest'],
    ['hexadecimal', { chest: '0x10' }, 'chest'],
    ['negative', { waist: '-3' }, 'waist'],
    ['non-numeric', { hips: '40in' }, 'hips'],
    ['not a number at all', { neck: 'abc' }, 'neck'],
    ['infinite', { thigh: 'Infinity' }, 'thigh'],
    ['a boolean', { calf: true }, 'calf'],
    ['an object', { bicep: { value: 13 } }, 'bicep'],
    ['an absurd chest in inches', { chest: '500' }, 'chest'],
    ['an absurd sleeve in inches', { sleeves: '150' }, 'sleeves'],
    ['a chest no adult or child has', { chest: '0.1' }, 'chest'],
    ['a neck too thick for any body', { neck: '31' }, 'neck'],
    ['an absurd chest in centimeters', { ...cmValues, chest: '400', unit: 'centimeters' }, 'chest'],
    ['an overlong string', { length: '1'.repeat(30) }, 'length'],
  ])('answers 400 naming the field for a %s value and stores nothing', async (_, bad, field) => {
    const res = await save({ userId: USER1, ...formValues, unit: 'inches', ...bad });
    expect(issuePaths(res)).toEqual([field]);
    expect(await rowCount()).toBe(0);
  });

  it('tells the shopper the range of the unit they chose', async () => {
    const res = await save({ userId: USER1, ...formValues, sleeves: '150', unit: 'inches' });
    expect(expectApiError(res, 400).issues).toEqual([
      { path: 'sleeves', message: 'Sleeves must be between 10 and 40 inches' },
    ]);
    // An inch figure in a centimetre form: refused with the centimetre range.
    const cm = await save({ userId: USER1, ...cmValues, chest: '42', unit: 'centimeters' });
    expect(expectApiError(cm, 400).issues).toEqual([
      { path: 'chest', message: 'Chest must be between 50 and 178 centimeters' },
    ]);
    expect(await rowCount()).toBe(0);
  });

  it('refuses 0.1 in every field, naming each field’s range, and stores nothing', async () => {
    const tiny = Object.fromEntries(Object.keys(formValues).map((key) => [key, '0.1']));
    const body = expectApiError(await save({ userId: USER1, ...tiny, unit: 'inches' }), 400);
    expect(body.issues).toHaveLength(12);
    expect(body.issues).toContainEqual({
      path: 'chest',
      message: 'Chest must be between 20 and 70 inches',
    });
    expect(body.issues).toContainEqual({
      path: 'calf',
      message: 'Calf must be between 8 and 30 inches',
    });
    expect(await rowCount()).toBe(0);
  });

  it('accepts the edges of a range and refuses a hundredth beyond them', async () => {
    expect((await save({ userId: USER1, ...formValues, chest: '20' })).statusCode).toBe(200);
    expect((await save({ userId: USER1, ...formValues, chest: '70' })).statusCode).toBe(200);
    expect(issuePaths(await save({ userId: USER1, ...formValues, chest: '19.99' }))).toEqual([
      'chest',
    ]);
    expect(issuePaths(await save({ userId: USER1, ...formValues, chest: '70.01' }))).toEqual([
      'chest',
    ]);
  });

  it.each(['mm', 'Inches', '', 5])('answers 400 naming the unit for unit %j', async (unit) => {
    const res = await save({ userId: USER1, ...formValues, unit });
    expect(issuePaths(res)).toEqual(['unit']);
  });

  it('saves for the session’s shopper when userId is left out (issue 12)', async () => {
    expect((await save({ ...formValues })).statusCode).toBe(200);
    expect((await read()).json()).toMatchObject({ chest: Number(formValues.chest) });
  });

  it('refuses to save for another shopper with 403 and stores nothing', async () => {
    expectApiError(await save({ userId: otherUserId, ...formValues }), 403);
    expect(await rowCount()).toBe(0);
  });

  it('leaves saved values untouched when a later save is invalid', async () => {
    await save({ userId: USER1, ...formValues });
    const before = (await read()).json();
    expectApiError(await save({ userId: USER1, ...formValues, chest: '-1' }), 400);
    expect((await read()).json()).toEqual(before);
  });
});
