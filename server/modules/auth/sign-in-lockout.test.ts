/**
 * Sign-in that strangers cannot block (issue 27, finding 5; decision 042). Codes asked for, or
 * guessed at, someone else's number from other addresses must not lock its owner out, while the
 * number keeps a ceiling of its own; a failed verify never says whether the number has a code.
 * Time is the app's clock, moved by the tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { expectApiError } from '../../../test/fixtures.ts';
import { askForCode, latestCode, verifyCode } from '../../../test/sign-in.ts';

let now = Date.parse('2026-11-28T09:00:00Z');
const wait = (seconds: number) => {
  now += seconds * 1000;
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(now) });
});
afterAll(() => t?.close());

let serial = 0;
const newNumber = () => `+23470${String(++serial).padStart(8, '0')}`;
/** A network address of its own for each use (198.18.0.0/15 is for tests). */
let hosts = 0;
const newAddress = () => {
  hosts++;
  return `198.18.${Math.floor(hosts / 250)}.${(hosts % 250) + 1}`;
};
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const ask = (number: string, address: string) => askForCode(t.app, number, undefined, address);
const verify = (number: string, code: string, address: string) =>
  verifyCode(t.app, number, code, undefined, address);

/** What a failed verify answers, whatever failed (decision 042). */
const REFUSED = { message: 'That code is not right or has expired. Ask for a new code.' };

describe('asking for codes for someone else’s number', () => {
  it('five asks from five other addresses, a minute apart, leave the owner a code', async () => {
    const number = newNumber();
    const strangers = [];
    for (let i = 0; i < 5; i++) {
      strangers.push((await ask(number, newAddress())).statusCode);
      wait(61);
    }
    const owner = newAddress();
    const asked = await ask(number, owner);
    expect(asked.statusCode, asked.body).toBe(202);
    const code = await latestCode(t.app, number);
    expect((await verify(number, code, owner)).statusCode).toBe(200);
    expect(strangers).toEqual([202, 202, 202, 202, 202]);
  });

  it('one address gets one code a minute and five an hour for one number', async () => {
    const number = newNumber();
    const address = newAddress();
    expect((await ask(number, address)).statusCode).toBe(202);
    const again = await ask(number, address);
    expectApiError(again, 429);
    expect(again.headers['retry-after']).toBe('60');
    for (let i = 0; i < 4; i++) {
      wait(61);
      expect((await ask(number, address)).statusCode).toBe(202);
    }
    wait(61);
    const sixth = await ask(number, address);
    expectApiError(sixth, 429);
    // The first of the five leaves the hour 3600 − 5 × 61 s from now.
    expect(sixth.headers['retry-after']).toBe('3295');
    expect((await ask(number, newAddress())).statusCode).toBe(202);
  });

  it('the number’s own ceiling holds: 20 codes an hour, whoever asks, then 429 for all', async () => {
    const number = newNumber();
    const answers = [];
    for (let i = 0; i < 20; i++) {
      answers.push((await ask(number, newAddress())).statusCode);
      wait(30);
    }
    expect(answers).toEqual(Array(20).fill(202));
    const owner = newAddress();
    const refused = await ask(number, owner);
    expectApiError(refused, 429);
    // The first of the twenty leaves the hour 3600 − 20 × 30 s from now.
    expect(refused.headers['retry-after']).toBe('3000');
    wait(3000);
    expect((await ask(number, owner)).statusCode).toBe(202);
  });
});

describe('guessing someone else’s code', () => {
  it('a stranger’s wrong guesses do not kill the owner’s code', async () => {
    const number = newNumber();
    const owner = newAddress();
    const stranger = newAddress();
    expect((await ask(number, owner)).statusCode).toBe(202);
    const code = await latestCode(t.app, number);
    const guesses = [];
    for (let i = 0; i < 5; i++)
      guesses.push((await verify(number, otherCode(code), stranger)).json());
    const signedIn = await verify(number, code, owner);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(guesses).toEqual(Array(5).fill(REFUSED));
  });

  it('one address gets 5 failed tries an hour at one number, code or none, then 429', async () => {
    const number = newNumber();
    const owner = newAddress();
    const stranger = newAddress();
    expect((await ask(number, owner)).statusCode).toBe(202);
    const code = await latestCode(t.app, number);
    for (let i = 0; i < 5; i++) {
      expect((await verify(number, otherCode(code), stranger)).statusCode).toBe(400);
      wait(60);
    }
    // Even the right code: this address has had its tries at this number for the hour.
    const sixth = await verify(number, code, stranger);
    expectApiError(sixth, 429);
    expect(sixth.headers['retry-after']).toBe(String(3600 - 5 * 60));
    // A number without any code counts the same, so the 429 says nothing about the number.
    const codeless = newNumber();
    for (let i = 0; i < 5; i++) {
      expect((await verify(codeless, '123456', stranger)).statusCode).toBe(400);
    }
    expectApiError(await verify(codeless, '123456', stranger), 429);
    wait(3600);
    expect((await verify(codeless, '123456', stranger)).statusCode).toBe(400);
  });

  it('a code dies after 20 wrong guesses in all, however many addresses share them', async () => {
    const guessFrom = async (number: string, code: string, addresses: number, each: number) => {
      for (let a = 0; a < addresses; a++) {
        const address = newAddress();
        for (let i = 0; i < each; i++) await verify(number, otherCode(code), address);
      }
    };
    const survivor = newNumber();
    const survivorOwner = newAddress();
    await ask(survivor, survivorOwner);
    const survivorCode = await latestCode(t.app, survivor);
    await guessFrom(survivor, survivorCode, 3, 5);
    await guessFrom(survivor, survivorCode, 1, 4);
    expect((await verify(survivor, survivorCode, survivorOwner)).statusCode).toBe(200);

    const victim = newNumber();
    const victimOwner = newAddress();
    await ask(victim, victimOwner);
    const victimCode = await latestCode(t.app, victim);
    await guessFrom(victim, victimCode, 4, 5);
    const refused = await verify(victim, victimCode, victimOwner);
    expect(expectApiError(refused, 400)).toEqual(REFUSED);
    // A new code works again.
    wait(61);
    expect((await ask(victim, victimOwner)).statusCode).toBe(202);
    const fresh = await latestCode(t.app, victim);
    expect((await verify(victim, fresh, victimOwner)).statusCode).toBe(200);
  });
});

describe('a failed verify', () => {
  it('answers alike for no code, a used code, a wrong code, an expired code and a dead one', async () => {
    const withCode = async () => {
      const number = newNumber();
      await ask(number, newAddress());
      return { number, code: await latestCode(t.app, number) };
    };
    const refusals: Record<string, Awaited<ReturnType<typeof verify>>> = {};
    refusals.none = await verify(newNumber(), '123456', newAddress());

    const used = await withCode();
    expect((await verify(used.number, used.code, newAddress())).statusCode).toBe(200);
    refusals.used = await verify(used.number, used.code, newAddress());

    const wrong = await withCode();
    refusals.wrong = await verify(wrong.number, otherCode(wrong.code), newAddress());

    const dead = await withCode();
    for (let a = 0; a < 4; a++) {
      const address = newAddress();
      for (let i = 0; i < 5; i++) await verify(dead.number, otherCode(dead.code), address);
    }
    refusals.dead = await verify(dead.number, dead.code, newAddress());

    const expired = await withCode();
    wait(10 * 60 + 1);
    refusals.expired = await verify(expired.number, expired.code, newAddress());

    const seen = (res: Awaited<ReturnType<typeof verify>>) => ({
      status: res.statusCode,
      body: res.json(),
      headers: Object.keys(res.headers).sort(),
    });
    const answers = Object.fromEntries(Object.entries(refusals).map(([k, r]) => [k, seen(r)]));
    const one = seen(refusals.none);
    expect(one).toMatchObject({ status: 400, body: REFUSED });
    expect(answers).toEqual({ none: one, used: one, wrong: one, dead: one, expired: one });
  });
});
