import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startFakeTermii } from '../../test/fake-termii.ts';
import { createTestApp } from '../../test/test-app.ts';
import { askForCode } from '../../test/sign-in.ts';
import { termiiProvider } from './termii-provider.ts';

const settings = { apiKey: 'TLtest-key', senderId: 'Telo' };
const fakes: Awaited<ReturnType<typeof startFakeTermii>>[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

describe('the Termii SMS adapter', () => {
  it('sends Termii’s documented JSON to {base}/api/sms/send', async () => {
    const fake = await startFakeTermii();
    fakes.push(fake);
    const provider = termiiProvider({ ...settings, baseUrl: fake.baseUrl });
    await provider.send({ channel: 'sms', to: '+2348031234567', body: 'Hello from Telo' });
    expect(fake.received).toEqual([
      {
        method: 'POST',
        path: '/api/sms/send',
        contentType: 'application/json',
        body: {
          api_key: 'TLtest-key',
          to: '2348031234567',
          from: 'Telo',
          sms: 'Hello from Telo',
          type: 'plain',
          channel: 'generic',
        },
      },
    ]);
  });

  it('sends WhatsApp messages on Termii’s whatsapp channel', async () => {
    const fake = await startFakeTermii();
    fakes.push(fake);
    const provider = termiiProvider({ ...settings, baseUrl: fake.baseUrl });
    await provider.send({ channel: 'whatsapp', to: '+2348031234567', body: 'Ready' });
    expect(fake.received[0]!.body).toMatchObject({ channel: 'whatsapp' });
  });

  it('fails (so the outbox retries) when Termii refuses, keeping its reason', async () => {
    const fake = await startFakeTermii(() => ({
      status: 401,
      body: JSON.stringify({ message: 'Invalid API key' }),
    }));
    fakes.push(fake);
    const provider = termiiProvider({ ...settings, baseUrl: fake.baseUrl });
    await expect(
      provider.send({ channel: 'sms', to: '+2348031234567', body: 'x' }),
    ).rejects.toThrow('Termii answered 401: {"message":"Invalid API key"}');
  });

  it('fails when a 200 answer does not say the message was accepted', async () => {
    const fake = await startFakeTermii(() => ({ status: 200, body: '<html>maintenance</html>' }));
    fakes.push(fake);
    const provider = termiiProvider({ ...settings, baseUrl: fake.baseUrl });
    await expect(
      provider.send({ channel: 'sms', to: '+2348031234567', body: 'x' }),
    ).rejects.toThrow(/no JSON/);
  });
});

describe('the app with Termii configured', () => {
  let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
  afterAll(() => t?.close());

  it('texts the sign-in code through Termii, and the dev outbox is gone (404)', async () => {
    const fake = await startFakeTermii();
    fakes.push(fake);
    t = await createTestApp({ messages: { termii: { ...settings, baseUrl: fake.baseUrl } } });
    expect((await askForCode(t.app, '0803 123 4567')).statusCode).toBe(202);
    await t.app.outbox.idle();
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.body).toMatchObject({
      to: '2348031234567',
      sms: expect.stringMatching(/^Your Telo code is \d{6}\. It expires in 10 minutes\.$/),
    });
    expect((await t.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    // No email provider is configured: a code cannot go by email.
    const byEmail = await askForCode(t.app, 'ada@example.ng');
    expect(byEmail.statusCode).toBe(400);
    expect(byEmail.json().message).toBe(
      'Codes cannot be sent by email yet. Use your phone number.',
    );
  });
});
