import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { clearShopperData, insertUser1, isoTimestamp, issuePaths } from '../../../test/fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser1(t.db); // the placeholder shopper every request acts for exists, as seeded
});
afterAll(() => t?.close());
beforeEach(() => clearShopperData(t.db));

const message = {
  name: 'Ngozi Okafor',
  email: 'ngozi.okafor@example.ng',
  category: 'orders',
  subject: 'Delivery to Enugu',
  message: 'Do you deliver outside Lagos? I would like an agbada sent to Enugu for December.',
};

const send = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/contact-messages', payload });
const stored = () => t.db.select().from(contactMessages);

describe('POST /api/contact-messages', () => {
  it('stores the message and answers 201', async () => {
    const res = await send(message);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      createdAt: expect.stringMatching(isoTimestamp),
    });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(message);
  });

  it('accepts a message without a category, trimming what was typed', async () => {
    const res = await send({ ...message, category: undefined, name: '  Ngozi Okafor  ' });
    expect(res.statusCode).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({ name: 'Ngozi Okafor', category: null });
  });

  it.each([
    ['an invalid email', { email: 'ngozi-at-example' }, ['email']],
    ['an email with spaces', { email: 'ngozi okafor@example.ng' }, ['email']],
    ['a missing email', { email: undefined }, ['email']],
    ['a missing name', { name: undefined }, ['name']],
    ['a blank subject', { subject: '  ' }, ['subject']],
    ['a missing message', { message: undefined }, ['message']],
    ['a message over 5000 characters', { message: 'a'.repeat(5001) }, ['message']],
    ['a number for a name', { name: 42 }, ['name']],
  ])('answers 400 naming the field for %s, storing nothing', async (_, change, fields) => {
    expect(issuePaths(await send({ ...message, ...change }))).toEqual(fields);
    expect(await stored()).toHaveLength(0);
  });

  it('names every missing field of an empty form', async () => {
    expect(issuePaths(await send({})).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });
});
