import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboundMessages, tailorApplications } from '../../db/schema/index.ts';
import { uploadPhoto } from '../../../test/photos.ts';
import { cookieHeader, signIn } from '../../../test/sign-in.ts';
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

/** What the become-a-tailor wizard sends. */
const application = {
  userId: USER1,
  businessName: 'Oyelaran Couture',
  businessDescription:
    'Hand-woven aso-oke and agbada for weddings and chieftaincy titles in Ibadan.',
  location: 'Ibadan',
  phone: '0803 123 4567',
  experience: 12,
  specialties: ['Agbada', 'Aso-oke'],
  previousWork: 'Dressed the groom’s family at 40 Ibadan weddings in 2024.',
  businessLicense: 'RC-1234567',
};

const submit = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/tailor-applications', payload });
const stored = () => t.db.select().from(tailorApplications);

describe('POST /api/tailor-applications', () => {
  it('stores a valid application as pending and answers 201 with it', async () => {
    const res = await submit(application);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      userId: USER1,
      businessName: 'Oyelaran Couture',
      businessDescription: application.businessDescription,
      location: 'Ibadan',
      state: 'Oyo',
      phone: '08031234567',
      experience: 12,
      specialties: ['Agbada', 'Aso-oke'],
      previousWork: application.previousWork,
      businessLicense: 'RC-1234567',
      previousWorkPhotos: [],
      status: 'pending',
      reviewNotes: null,
      submittedAt: expect.stringMatching(isoTimestamp),
      reviewedAt: null,
    });
    expect(await stored()).toHaveLength(1);
  });

  it('accepts an application without the optional fields, blank ones stored as null', async () => {
    const required: Record<string, unknown> = { ...application };
    for (const key of ['previousWork', 'businessLicense', 'userId']) delete required[key];
    const res = await submit({ ...required, previousWork: '   ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: USER1, previousWork: null, businessLicense: null });
  });

  it('ignores the server’s own fields when a client sends them', async () => {
    const res = await submit({
      ...application,
      id: 'chosen-id',
      status: 'approved',
      reviewNotes: 'Looks great',
      submittedAt: '2020-01-01T00:00:00.000Z',
      reviewedAt: '2020-01-02T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({ status: 'pending', reviewNotes: null, reviewedAt: null });
    expect(row!.id).not.toBe('chosen-id');
    expect(row!.submittedAt.getUTCFullYear()).toBeGreaterThan(2020);
  });

  it('trims specialties and collapses duplicates', async () => {
    const res = await submit({ ...application, specialties: [' Agbada ', 'Lace', 'Agbada'] });
    expect(res.statusCode).toBe(201);
    expect(res.json().specialties).toEqual(['Agbada', 'Lace']);
  });

  it.each([
    ['+234 803 123 4567', '+2348031234567'],
    ['(0909) 555-1234', '09095551234'],
  ])('accepts the phone number %j', async (phone, saved) => {
    const res = await submit({ ...application, phone });
    expect(res.statusCode).toBe(201);
    expect(res.json().phone).toBe(saved);
  });

  it('accepts experience sent as a string, and the bounds 0 and 50', async () => {
    for (const experience of ['7', 0, 50]) {
      const res = await submit({ ...application, experience });
      expect(res.statusCode, JSON.stringify(experience)).toBe(201);
      await clearShopperData(t.db); // one pending application per phone number
    }
  });

  it.each([
    ['a missing business name', { businessName: undefined }, 'businessName'],
    ['a blank business name', { businessName: '   ' }, 'businessName'],
    ['a missing description', { businessDescription: undefined }, 'businessDescription'],
    ['a blank location', { location: '' }, 'location'],
    ['a missing phone', { phone: undefined }, 'phone'],
    ['a blank phone', { phone: '  ' }, 'phone'],
    ['a phone that is not Nigerian', { phone: '+44 20 7946 0958' }, 'phone'],
    ['a phone with letters', { phone: '0803-CALL-NOW' }, 'phone'],
    ['a too-short phone', { phone: '0803123' }, 'phone'],
    ['missing experience', { experience: undefined }, 'experience'],
    ['negative experience', { experience: -1 }, 'experience'],
    ['experience over 50', { experience: 51 }, 'experience'],
    ['fractional experience', { experience: 2.5 }, 'experience'],
    ['non-numeric experience', { experience: 'ten' }, 'experience'],
    ['no specialties', { specialties: [] }, 'specialties'],
    ['missing specialties', { specialties: undefined }, 'specialties'],
    ['more than 20 specialties', { specialties: manySpecialties(21) }, 'specialties'],
    ['specialties that are not a list', { specialties: 'Agbada' }, 'specialties'],
    ['a business name over 120 characters', { businessName: 'A'.repeat(121) }, 'businessName'],
    ['a business name of one letter repeated', { businessName: 'A'.repeat(120) }, 'businessName'],
    ['a business name without letters', { businessName: '12345 !!' }, 'businessName'],
    ['a two-character business name', { businessName: 'Ad' }, 'businessName'],
    ['a one-letter description', { businessDescription: 'a' }, 'businessDescription'],
    [
      'a 19-character description',
      { businessDescription: 'Agbada for weddings' },
      'businessDescription',
    ],
    [
      'a description of one letter repeated',
      { businessDescription: 'z'.repeat(30) },
      'businessDescription',
    ],
    ['a 41-character specialty', { specialties: ['A'.repeat(41)] }, 'specialties.0'],
  ])('answers 400 naming the field for %s, storing nothing', async (_, change, field) => {
    const res = await submit({ ...application, ...change });
    expect(issuePaths(res)).toEqual([field]);
    expect(await stored()).toHaveLength(0);
  });

  it('explains what a real business name and description need', async () => {
    const res = await submit({
      ...application,
      businessName: 'A'.repeat(120),
      businessDescription: 'a',
    });
    expect(expectApiError(res, 400).issues).toEqual([
      { path: 'businessName', message: 'Business name cannot be one letter repeated' },
      {
        path: 'businessDescription',
        message: 'Business description must be at least 20 characters',
      },
    ]);
  });

  it('accepts short real names: three letters, two words, accents', async () => {
    for (const businessName of ['Ade', 'K B', 'Ọlá Stitches', 'Aaron Tailoring']) {
      const res = await submit({ ...application, businessName });
      expect(res.statusCode, businessName).toBe(201);
      await clearShopperData(t.db); // one pending application per phone number
    }
  });

  it('names the entry of a blank specialty', async () => {
    const res = await submit({ ...application, specialties: ['Agbada', ' '] });
    expect(issuePaths(res)).toEqual(['specialties.1']);
  });

  it('accepts exactly 20 specialties', async () => {
    const res = await submit({ ...application, specialties: manySpecialties(20) });
    expect(res.statusCode).toBe(201);
    expect(res.json().specialties).toHaveLength(20);
  });

  it('stores one row for 20 identical applications sent at once, answering each with it', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(application)));
    expect(answers.map((res) => res.statusCode).sort((a, b) => b - a)).toEqual([
      201,
      ...Array(19).fill(200),
    ]);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    for (const res of answers)
      expect(res.json()).toMatchObject({ id: rows[0]!.id, status: 'pending' });
    expect(answers[0]!.json()).not.toHaveProperty('contentHash');
  });

  it('treats the same content written differently (spaces, phone format) as the same application', async () => {
    expect((await submit(application)).statusCode).toBe(201);
    const again = await submit({
      ...application,
      businessName: `  ${application.businessName} `,
      phone: '0803-123-4567',
      experience: '12',
    });
    expect(again.statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses a second, different application for the same phone number while one is pending', async () => {
    expect((await submit(application)).statusCode).toBe(201);
    const again = await submit({ ...application, location: 'Oyo', phone: '+234 803 123 4567' });
    expect(expectApiError(again, 409).message).toBe(
      'An application for this phone number or account is already waiting for review',
    );
    expect(
      (await submit({ ...application, location: 'Oyo', phone: '0803 999 0000' })).statusCode,
    ).toBe(201);
    expect(await stored()).toHaveLength(2);
  });

  it('takes the same application again once the first is no longer pending', async () => {
    expect((await submit(application)).statusCode).toBe(201);
    await t.db.update(tailorApplications).set({ status: 'rejected' });
    expect((await submit({ ...application, location: 'Oyo' })).statusCode).toBe(201);
    expect(await stored()).toHaveLength(2);
  });

  it('stores one of 10 different applications for one phone number sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => submit({ ...application, location: `Ibadan ${i}` })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses an application in another shopper’s name with 403', async () => {
    expectApiError(await submit({ ...application, userId: otherUserId }), 403);
    expect(await stored()).toHaveLength(0);
  });
});

function manySpecialties(n: number) {
  return Array.from({ length: n }, (_, i) => `Specialty ${i + 1}`);
}

describe('state, town, photos of previous work and the acknowledgement (issue 29)', () => {
  const texts = () => t.db.select().from(outboundMessages).where(eq(outboundMessages.to, PHONE));
  const PHONE = '+2348031234567';

  it('stores the chosen state and up to 6 of her own photos, and texts her that it arrived', async () => {
    await t.db.delete(outboundMessages);
    const photos = await Promise.all([1, 2].map(() => uploadPhoto(t.app)));
    const res = await submit({
      ...application,
      location: 'Abeokuta',
      state: 'Ogun',
      previousWorkPhotos: photos.map((p) => p.url),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      location: 'Abeokuta',
      state: 'Ogun',
      previousWorkPhotos: photos.map((p) => p.url),
    });
    expect((await texts()).map((m) => m.body)).toEqual([
      'Telo: we have your application for Oyelaran Couture to join Telo as a master tailor. ' +
        'We review it within 3-5 business days and will text you our decision. ' +
        'Follow it here: http://localhost:3000/become-tailor',
    ]);
    // The same form again is the same application: no second text.
    const again = await submit({
      ...application,
      location: 'Abeokuta',
      state: 'Ogun',
      previousWorkPhotos: photos.map((p) => p.url),
    });
    expect(again.statusCode).toBe(200);
    expect(await texts()).toHaveLength(1);
  });

  it('takes the state her town names when she sends none, and refuses a town it cannot place', async () => {
    const res = await submit({ ...application, location: 'Ijebu-Ode' });
    expect(res.json()).toMatchObject({ location: 'Ijebu-Ode', state: 'Ogun' });
    await clearShopperData(t.db);
    const nowhere = await submit({ ...application, location: 'Ilu Titun' });
    expect(expectApiError(nowhere, 400).issues).toEqual([
      { path: 'state', message: 'Choose your state from the list' },
    ]);
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a state that is not one of the 36 and the FCT', async () => {
    for (const state of ['Accra', 'lagos', 'Abuja', '']) {
      const res = await submit({ ...application, state });
      expect(issuePaths(res), state).toEqual(['state']);
    }
    expect(await stored()).toHaveLength(0);
  });

  it('refuses 7 photos, a link that is not an upload, and another person’s upload', async () => {
    const photo = await uploadPhoto(t.app);
    const seven = await submit({ ...application, previousWorkPhotos: Array(7).fill(photo.url) });
    expect(expectApiError(seven, 400).issues).toEqual([
      { path: 'previousWorkPhotos', message: 'Add at most 6 photos of previous work' },
    ]);
    const foreign = await submit({
      ...application,
      previousWorkPhotos: ['https://example.com/work.jpg'],
    });
    expect(issuePaths(foreign)).toEqual(['previousWorkPhotos.0']);
    const { token } = await signIn(t.app, '+2348050000031');
    const theirs = await uploadPhoto(t.app, cookieHeader(token));
    const stolen = await submit({ ...application, previousWorkPhotos: [theirs.url] });
    expect(expectApiError(stolen, 400).message).toBe(
      'A photo was not found among your uploads. Upload it again',
    );
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a file that is not an image at the upload, with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF-1.4 my portfolio'),
    });
    expect(res.statusCode).toBe(415);
    const lying = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': 'image/jpeg' },
      payload: Buffer.from('%PDF-1.4 my portfolio, named .jpg'),
    });
    expect(lying.statusCode).toBeGreaterThanOrEqual(400);
    expect(lying.statusCode).toBeLessThan(500);
  });
});
