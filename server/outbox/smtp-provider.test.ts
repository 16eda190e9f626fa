import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { askForCode } from '../../test/sign-in.ts';
import { smtpProvider } from './smtp-provider.ts';

/** A local SMTP server (the smtp-server package) that keeps every mail it is given. */
const mails: { from: string; to: string[]; data: string }[] = [];
let smtp: SMTPServer;
let url: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('the SMTP email adapter', () => {
  it('sends the message as a plain-text mail from MAIL_FROM, its first sentence the subject', async () => {
    const provider = smtpProvider({ url, from: 'Telo <no-reply@telo.ng>' });
    try {
      await provider.send({
        channel: 'email',
        to: 'ada@example.ng',
        body: 'Your Telo code is 123456. It expires in 10 minutes.',
      });
    } finally {
      provider.close?.();
    }
    const mail = mails.at(-1)!;
    expect(mail.from).toBe('no-reply@telo.ng');
    expect(mail.to).toEqual(['ada@example.ng']);
    expect(mail.data).toMatch(/^Subject: Your Telo code is 123456\.\r?$/m);
    expect(mail.data).toMatch(/^From: Telo <no-reply@telo\.ng>\r?$/m);
    expect(mail.data).toContain('Your Telo code is 123456. It expires in 10 minutes.');
  });

  it('fails (so the outbox retries) when no SMTP server answers', async () => {
    const provider = smtpProvider({ url: 'smtp://127.0.0.1:9', from: 'Telo <no-reply@telo.ng>' });
    try {
      await expect(
        provider.send({ channel: 'email', to: 'ada@example.ng', body: 'x' }),
      ).rejects.toThrow();
    } finally {
      provider.close?.();
    }
  });
});

describe('the app with SMTP configured', () => {
  let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
  afterAll(() => t?.close());

  it('emails the sign-in code; the dev outbox is gone and SMS is refused', async () => {
    t = await createTestApp({ messages: { smtp: { url, from: 'Telo <no-reply@telo.ng>' } } });
    const before = mails.length;
    expect((await askForCode(t.app, 'Chidi@Example.NG')).statusCode).toBe(202);
    await t.app.outbox.idle();
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.to).toEqual(['chidi@example.ng']);
    expect(mails.at(-1)!.data).toMatch(/Your Telo code is \d{6}\. It expires in 10 minutes\./);
    expect((await t.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await askForCode(t.app, '08031234567')).statusCode).toBe(400);
  });
});
