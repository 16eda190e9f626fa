import { describe, expect, it } from 'vitest';
import { normaliseSignInDestination } from './sign-in-destination.ts';

describe('normaliseSignInDestination', () => {
  it.each([
    ['+2348031234567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['08031234567', '+2348031234567'],
    ['8031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['+234 (0) 803-123-4567', '+2348031234567'],
    ['0701.234.5678', '+2347012345678'],
    ['09161234567', '+2349161234567'],
    ['  81 2345 6789 ', '+2348123456789'],
  ])('reads the Nigerian mobile number %s as %s', (raw, e164) => {
    expect(normaliseSignInDestination(raw)).toEqual({ channel: 'sms', to: e164 });
  });

  it.each([
    '0803123456', // one digit short
    '080312345678', // one digit long
    '06031234567', // not a mobile prefix
    '08231234567', // second digit must be 0 or 1
    '+4478031234567', // another country
    '+0803123456',
    'phone',
    '',
  ])('refuses %j', (raw) => {
    expect(normaliseSignInDestination(raw)).toBeNull();
  });

  it('lower-cases an email address and trims it', () => {
    expect(normaliseSignInDestination('  Ada.Okafor@Example.NG ')).toEqual({
      channel: 'email',
      to: 'ada.okafor@example.ng',
    });
  });

  it.each(['ada@', '@example.ng', 'ada@example', 'ada okafor@example.ng', 'a@b@c.ng'])(
    'refuses the email-like %j',
    (raw) => expect(normaliseSignInDestination(raw)).toBeNull(),
  );
});
