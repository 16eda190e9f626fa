import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app.ts';
import { createPaystackProvider } from './paystack.ts';
import { PaymentProviderError, PaymentProviderRefusal } from './provider.ts';
import { simulatedAccountName } from './simulator/nigerian-banks.ts';
import { SIMULATOR_SECRET_KEY } from './simulator/paystack-simulator.routes.ts';

/**
 * The Paystack adapter against the simulator over real HTTP (a listening server on port 0): the
 * simulator answers as Paystack does. Telo with a key, against an independent fake of Paystack's
 * API, is paystack-keyed.test.ts.
 */
let paystack: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;

beforeAll(async () => {
  paystack = await createTestApp({ payments: { simulatorRefundMs: 0, simulatorPayoutMs: 0 } });
  const address = await paystack.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `${address}/dev/paystack`;
});
afterAll(() => paystack?.close());

const adapter = (secretKey = SIMULATOR_SECRET_KEY) =>
  createPaystackProvider({ baseUrl, secretKey });

const reference = () => `test_${Math.random().toString(36).slice(2)}`;
const initialize = (ref: string, secretKey?: string) =>
  adapter(secretKey).initialize({
    email: 'user1@customers.telo.ng',
    amountKobo: 4_100_050,
    reference: ref,
    callbackUrl: 'http://localhost:3000/api/payments/paystack/callback',
    metadata: { orderIds: ['a'] },
  });

async function payOnPage(authorizationUrl: string, outcome: string) {
  return fetch(authorizationUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
}

describe('Paystack adapter over HTTP', () => {
  it('initializes, shows the hosted page, verifies, and refunds in Paystack’s shapes', async () => {
    const ref = reference();
    const { authorizationUrl, accessCode } = await initialize(ref);
    expect(authorizationUrl).toBe(`http://localhost:3000/dev/paystack/checkout/${accessCode}`);
    expect(await adapter().verify(ref)).toMatchObject({
      status: 'abandoned',
      amountKobo: 4_100_050,
    });

    const pageUrl = `${baseUrl}/checkout/${accessCode}`;
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('₦41,000.50');
    expect(html).not.toContain('<script');
    const back = await payOnPage(pageUrl, 'success');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `http://localhost:3000/api/payments/paystack/callback?trxref=${ref}&reference=${ref}`,
    );
    expect(await adapter().verify(ref)).toMatchObject({
      status: 'success',
      amountKobo: 4_100_050,
      currency: 'NGN',
      channel: 'card',
      paidAt: expect.any(String),
    });
    expect(await adapter().refund({ reference: ref, amountKobo: 100_000 })).toMatchObject({
      status: 'pending',
    });
    await expect(adapter().refund({ reference: ref, amountKobo: 5_000_000 })).rejects.toThrow(
      /amount left to refund/,
    );
  });

  it('answers null for a reference Paystack never saw; refuses a wrong key and a duplicate', async () => {
    expect(await adapter().verify('telo_never_seen')).toBeNull();
    await expect(initialize(reference(), 'sk_test_wrong')).rejects.toThrow(PaymentProviderError);
    const ref = reference();
    await initialize(ref);
    await expect(initialize(ref)).rejects.toThrow(/Duplicate Transaction Reference/);
  });

  it('reports an unreachable provider as a 502 error, never a crash', async () => {
    const down = createPaystackProvider({ baseUrl: 'http://127.0.0.1:9', secretKey: 'x' });
    await expect(down.verify('x')).rejects.toMatchObject({ statusCode: 502 });
  });
});

describe('Paystack transfers over HTTP (payouts, issue 14)', () => {
  const transferReference = () => `payout_${Math.random().toString(36).slice(2)}_test`;

  it('creates a NUBAN recipient, transfers from the balance, and verify reports it done', async () => {
    const { recipientCode } = await adapter().createTransferRecipient({
      name: 'Ibadan Aso-oke',
      accountNumber: '0000014579',
      bankCode: '011',
    });
    expect(recipientCode).toMatch(/^RCP_/);
    const ref = transferReference();
    const sent = await adapter().transfer({
      amountKobo: 3_465_045,
      recipientCode,
      reference: ref,
      reason: 'Telo order #1234abcd',
    });
    expect(sent).toMatchObject({ reference: ref, status: 'pending', amountKobo: 3_465_045 });
    expect(sent.transferCode).toMatch(/^TRF_/);
    await paystack.app.paystackSimulator!.processDue();
    expect(await adapter().verifyTransfer(ref)).toMatchObject({
      reference: ref,
      status: 'success',
      amountKobo: 3_465_045,
      transferCode: sent.transferCode,
    });
  });

  it('refuses a reference twice, an unknown recipient and a bad account as refusals; null for an unknown transfer', async () => {
    const { recipientCode } = await adapter().createTransferRecipient({
      name: 'Ibadan Aso-oke',
      accountNumber: '0000014579',
      bankCode: '011',
    });
    const ref = transferReference();
    const input = { amountKobo: 10_000, recipientCode, reference: ref, reason: 'x' };
    await adapter().transfer(input);
    await expect(adapter().transfer(input)).rejects.toThrow(PaymentProviderRefusal);
    await expect(
      adapter().transfer({ ...input, reference: transferReference(), recipientCode: 'RCP_none' }),
    ).rejects.toThrow(/Recipient specified is invalid/);
    await expect(
      adapter().createTransferRecipient({ name: 'X', accountNumber: '12', bankCode: '011' }),
    ).rejects.toThrow(PaymentProviderRefusal);
    expect(await adapter().verifyTransfer('payout_never_sent_anywhere')).toBeNull();
  });

  it('fails a transfer to the simulator’s failing account, with a reason', async () => {
    const { recipientCode } = await adapter().createTransferRecipient({
      name: 'Nobody',
      accountNumber: '0000000000',
      bankCode: '044',
    });
    const ref = transferReference();
    await adapter().transfer({ amountKobo: 10_000, recipientCode, reference: ref, reason: 'x' });
    await paystack.app.paystackSimulator!.processDue();
    expect(await adapter().verifyTransfer(ref)).toMatchObject({
      status: 'failed',
      reason: 'Account could not be credited',
    });
  });
});

describe('Paystack banks in the simulator (issue 29)', () => {
  it('lists Nigeria’s banks with the mobile-money banks, paged by cursor like Paystack', async () => {
    const banks = await createPaystackProvider({
      baseUrl,
      secretKey: SIMULATOR_SECRET_KEY,
      bankPageSize: 7,
    }).listBanks();
    const codes = banks.map((b) => b.code);
    for (const code of ['999992', '50515', '999991', '50211', '044', '058', '057', '011', '033']) {
      expect(codes).toContain(code);
    }
    // Paystack's inactive bank is left out; every code once.
    expect(codes).not.toContain('030');
    expect(new Set(codes).size).toBe(codes.length);
    expect(await adapter().listBanks()).toEqual(banks);
  });

  it('resolves every account to the same name each time, except numbers ending in 99', async () => {
    const name = await adapter().resolveAccount({
      accountNumber: '8031234567',
      bankCode: '999992',
    });
    expect(name).toBe(simulatedAccountName('8031234567'));
    expect(name).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(
      await adapter().resolveAccount({ accountNumber: '8031234567', bankCode: '999992' }),
    ).toBe(name);
    expect(
      await adapter().resolveAccount({ accountNumber: '8031234599', bankCode: '999992' }),
    ).toBeNull();
    expect(
      await adapter().resolveAccount({ accountNumber: '8031234567', bankCode: '000000' }),
    ).toBeNull();
    const res = await fetch(`${baseUrl}/bank/resolve?account_number=8031234599&bank_code=058`, {
      headers: { authorization: `Bearer ${SIMULATOR_SECRET_KEY}` },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      status: false,
      message: 'Could not resolve account name. Check parameters or try again.',
    });
  });
});
