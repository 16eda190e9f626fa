/**
 * Paystack's bank list and account resolving (issue 29): the real adapter against
 * test/fake-paystack.ts (a server speaking Paystack's documented API, not our simulator), the
 * server's kept list, and the routes when Paystack cannot be reached — a clear 502, never a 500.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tailorPaymentInfo, users } from '../../../db/schema/index.ts';
import { buildShop } from '../../../../test/checkout-world.ts';
import { startFakePaystack } from '../../../../test/fake-paystack.ts';
import { expectApiError } from '../../../../test/fixtures.ts';
import { cookieHeader, signIn } from '../../../../test/sign-in.ts';
import { createTestApp } from '../../../../test/test-app.ts';
import { createPaystackProvider } from '../payments/paystack.ts';
import { PaymentProviderError, type ProviderBank } from '../payments/provider.ts';
import { createBanks } from './banks.ts';

const SECRET_KEY = 'sk_test_5a1e0c9b7d2f4e6a8c0b1d3f5a7c9e1b2d4f6a8c';

let fake: Awaited<ReturnType<typeof startFakePaystack>>;
beforeAll(async () => {
  fake = await startFakePaystack({ secretKey: SECRET_KEY });
  fake.setAccount('999992', '8031234567', 'FOLAKE ADEBAYO');
});
afterAll(() => fake?.close());

const adapter = (bankPageSize?: number) =>
  createPaystackProvider({ baseUrl: fake.baseUrl, secretKey: SECRET_KEY, bankPageSize });

describe('the Paystack adapter’s banks, against a server speaking Paystack’s API', () => {
  it('lists Nigeria’s active banks, following Paystack’s cursor page after page', async () => {
    const before = fake.received.length;
    const banks = await adapter(3).listBanks();
    expect(banks.map((b) => b.code)).toEqual([
      '044',
      '011',
      '058',
      '50211',
      '50515',
      '999992',
      '999991',
      '057',
    ]);
    expect(banks).toContainEqual({
      name: 'OPay Digital Services Limited (OPay)',
      code: '999992',
      slug: 'paycom',
    });
    const asked = fake.received.slice(before);
    // 10 banks at 3 a page: four pages, each asked with the last page's cursor, with the key.
    expect(asked.map((r) => r.path.split('?')[0])).toEqual(['/bank', '/bank', '/bank', '/bank']);
    expect(new URLSearchParams(asked[0]!.path.split('?')[1]).get('country')).toBe('nigeria');
    expect(new URLSearchParams(asked[1]!.path.split('?')[1]).get('next')).toBeTruthy();
    expect(asked[0]!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it('resolves an account to its name, null for one no bank knows', async () => {
    expect(
      await adapter().resolveAccount({ accountNumber: '8031234567', bankCode: '999992' }),
    ).toBe('FOLAKE ADEBAYO');
    const last = fake.received.at(-1)!;
    expect(last.path).toBe('/bank/resolve?account_number=8031234567&bank_code=999992');
    expect(
      await adapter().resolveAccount({ accountNumber: '8031234599', bankCode: '999992' }),
    ).toBeNull();
  });

  it('reports Paystack down, or a wrong key, as the provider unreachable', async () => {
    fake.banksDown(503);
    try {
      await expect(adapter().listBanks()).rejects.toThrow(PaymentProviderError);
      await expect(
        adapter().resolveAccount({ accountNumber: '8031234567', bankCode: '999992' }),
      ).rejects.toThrow(PaymentProviderError);
    } finally {
      fake.banksDown(null);
    }
    const wrongKey = createPaystackProvider({ baseUrl: fake.baseUrl, secretKey: 'sk_test_x' });
    await expect(wrongKey.listBanks()).rejects.toThrow(PaymentProviderError);
  });
});

describe('the server’s kept bank list', () => {
  const opay: ProviderBank = { name: 'OPay', code: '999992', slug: 'paycom' };
  const access: ProviderBank = { name: 'Access Bank', code: '044', slug: 'access-bank' };
  const log = { warn: vi.fn() };

  it('asks the provider once a day, once for callers at the same moment, and sorts by name', async () => {
    let clock = 0;
    const listBanks = vi.fn(async () => [opay, access]);
    const banks = createBanks({
      provider: { listBanks, resolveAccount: vi.fn() },
      log,
      ttlMs: 1000,
      now: () => clock,
    });
    const [a, b] = await Promise.all([banks.list(), banks.list()]);
    expect(a).toEqual([
      { code: '044', name: 'Access Bank' },
      { code: '999992', name: 'OPay' },
    ]);
    expect(b).toEqual(a);
    clock = 999;
    await banks.list();
    expect(listBanks).toHaveBeenCalledTimes(1);
    clock = 1000;
    await banks.list();
    expect(listBanks).toHaveBeenCalledTimes(2);
  });

  it('keeps serving its list when a refresh fails; with none, says the banks cannot be reached', async () => {
    let clock = 0;
    let down = false;
    const listBanks = vi.fn(async () => {
      if (down) throw new PaymentProviderError('HTTP 503');
      return [opay];
    });
    const banks = createBanks({
      provider: { listBanks, resolveAccount: vi.fn() },
      log,
      ttlMs: 10,
      now: () => clock,
    });
    await banks.list();
    down = true;
    clock = 50;
    expect(await banks.list()).toEqual([{ code: '999992', name: 'OPay' }]);
    const empty = createBanks({ provider: { listBanks, resolveAccount: vi.fn() }, log });
    await expect(empty.list()).rejects.toMatchObject({
      statusCode: 502,
      message: 'We could not reach the banks to check this account. Try again in a minute.',
    });
  });
});

describe('the bank routes when Paystack cannot be reached', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({
      payments: { paystack: { baseUrl: fake.baseUrl, secretKey: SECRET_KEY } },
    });
    const shop = await buildShop(t.db);
    await t.db
      .update(users)
      .set({ roles: ['shopper', 'tailor'] })
      .where(eq(users.id, shop.ibadan.userId));
    token = (await signIn(t.app, shop.tailorPhones.ibadan)).token;
  });
  afterAll(() => t?.close());

  const ask = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookieHeader(token), ...(payload ? { payload } : {}) });

  it('answers 502 with words to act on, saves nothing, and works again once Paystack answers', async () => {
    fake.banksDown(503);
    try {
      const listed = expectApiError(await ask('GET', '/api/tailor/banks'), 502);
      expect(listed.message).toBe(
        'We could not reach the banks to check this account. Try again in a minute.',
      );
      const choice = { bankCode: '999992', accountNumber: '8031234567' };
      expectApiError(await ask('POST', '/api/tailor/payment-info/resolve', choice), 502);
      expectApiError(await ask('PUT', '/api/tailor/payment-info', choice), 502);
      expect(await t.db.select().from(tailorPaymentInfo)).toEqual([]);
    } finally {
      fake.banksDown(null);
    }
    const saved = await ask('PUT', '/api/tailor/payment-info', {
      bankCode: '999992',
      accountNumber: '8031234567',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      bankName: 'OPay Digital Services Limited (OPay)',
      accountName: 'FOLAKE ADEBAYO',
    });
  });
});
