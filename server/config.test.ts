import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig: accounts and messages (issue 12)', () => {
  it('defaults to demo mode and the development message provider', () => {
    const config = loadConfig({});
    expect(config.demoShopper).toBe(true);
    expect(config.messages).toEqual({
      termii: undefined,
      smtp: undefined,
      devOutboxInLiveMode: false,
    });
  });

  it('DEMO_SHOPPER=off is live mode; other values are refused by name', () => {
    const live = { DEMO_SHOPPER: 'off', PAYSTACK_SIMULATOR: 'on', DEV_OUTBOX: 'on' };
    expect(loadConfig(live).demoShopper).toBe(false);
    expect(() => loadConfig({ DEMO_SHOPPER: 'no' })).toThrow(/DEMO_SHOPPER/);
  });

  it('configures Termii once its API key is set, with the default base URL and sender', () => {
    expect(loadConfig({ TERMII_API_KEY: 'TL-key' }).messages.termii).toEqual({
      baseUrl: 'https://v3.api.termii.com',
      apiKey: 'TL-key',
      senderId: 'Telo',
    });
    expect(loadConfig({ TERMII_API_KEY: '' }).messages.termii).toBeUndefined();
  });

  it('configures SMTP from SMTP_URL and MAIL_FROM, refusing a URL of another scheme', () => {
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.ng:465', MAIL_FROM: 'Telo <hi@telo.ng>' })
        .messages.smtp,
    ).toEqual({ url: 'smtps://u:p@mail.example.ng:465', from: 'Telo <hi@telo.ng>' });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.ng' })).toThrow(/SMTP_URL/);
  });
});

describe('loadConfig: the development outbox in live mode (issue 27)', () => {
  const live = { DEMO_SHOPPER: 'off', PAYSTACK_SIMULATOR: 'on' };

  it('refuses live mode without TERMII_API_KEY or SMTP_URL, by name, unless DEV_OUTBOX=on', () => {
    expect(() => loadConfig(live)).toThrow(
      /Invalid configuration:\n {2}DEV_OUTBOX: live mode \(DEMO_SHOPPER=off\) needs TERMII_API_KEY or SMTP_URL/,
    );
    expect(() => loadConfig({ ...live, TERMII_API_KEY: '', SMTP_URL: ' ' })).toThrow(
      /DEV_OUTBOX=on/,
    );
    expect(loadConfig({ ...live, DEV_OUTBOX: 'on' }).messages).toEqual({
      termii: undefined,
      smtp: undefined,
      devOutboxInLiveMode: true,
    });
    expect(loadConfig({ ...live, TERMII_API_KEY: 'TL-key' }).demoShopper).toBe(false);
    expect(loadConfig({ ...live, SMTP_URL: 'smtp://mail.example.ng' }).demoShopper).toBe(false);
    expect(() => loadConfig({ DEV_OUTBOX: 'yes' })).toThrow(/DEV_OUTBOX/);
  });

  it('reports both rehearsal settings when neither payments nor messages are real', () => {
    expect(() => loadConfig({ DEMO_SHOPPER: 'off' })).toThrow(
      /PAYSTACK_SECRET_KEY: live mode[^\n]*\n {2}DEV_OUTBOX: live mode/,
    );
  });
});

describe('loadConfig: payments (issue 13)', () => {
  it('uses the local Paystack simulator without a key, at http://localhost:PORT', () => {
    expect(loadConfig({ PORT: '4306' }).payments).toEqual({
      publicUrl: 'http://localhost:4306',
      paystack: undefined,
      simulatorInLiveMode: false,
      simulatorRefundMs: 3000,
      commissionBasisPoints: 1000,
      releaseAfterDays: 7,
      advancePercent: 30,
    });
  });

  it('releases after RELEASE_AFTER_DAYS and advances TAILOR_ADVANCE_PERCENT, each checked by name', () => {
    const set = loadConfig({ RELEASE_AFTER_DAYS: '0', TAILOR_ADVANCE_PERCENT: '0' }).payments;
    expect(set).toMatchObject({ releaseAfterDays: 0, advancePercent: 0 });
    expect(() => loadConfig({ RELEASE_AFTER_DAYS: '-1' })).toThrow(/RELEASE_AFTER_DAYS/);
    expect(() => loadConfig({ RELEASE_AFTER_DAYS: '2.5' })).toThrow(/RELEASE_AFTER_DAYS/);
    expect(() => loadConfig({ TAILOR_ADVANCE_PERCENT: '80' })).toThrow(/TAILOR_ADVANCE_PERCENT/);
  });

  it('processes simulated refunds after 3 s unless PAYSTACK_SIMULATOR_REFUND_MS says otherwise', () => {
    expect(loadConfig({}).payments.simulatorRefundMs).toBe(3000);
    expect(loadConfig({ PAYSTACK_SIMULATOR_REFUND_MS: '0' }).payments.simulatorRefundMs).toBe(0);
    expect(() => loadConfig({ PAYSTACK_SIMULATOR_REFUND_MS: '-1' })).toThrow(
      /PAYSTACK_SIMULATOR_REFUND_MS/,
    );
  });

  it('refuses live mode without a key, by name, unless PAYSTACK_SIMULATOR=on allows the simulator', () => {
    expect(() => loadConfig({ DEMO_SHOPPER: 'off' })).toThrow(
      /Invalid configuration:\n {2}PAYSTACK_SECRET_KEY: live mode \(DEMO_SHOPPER=off\) takes real orders/,
    );
    expect(() => loadConfig({ DEMO_SHOPPER: 'off', PAYSTACK_SECRET_KEY: '' })).toThrow(
      /PAYSTACK_SIMULATOR=on/,
    );
    const messages = { DEV_OUTBOX: 'on' };
    const rehearsal = loadConfig({ DEMO_SHOPPER: 'off', PAYSTACK_SIMULATOR: 'on', ...messages });
    expect(rehearsal.payments).toMatchObject({ paystack: undefined, simulatorInLiveMode: true });
    const keyed = { DEMO_SHOPPER: 'off', PAYSTACK_SECRET_KEY: 'sk_live_x', ...messages };
    expect(loadConfig(keyed).demoShopper).toBe(false);
    expect(() => loadConfig({ PAYSTACK_SIMULATOR: 'yes' })).toThrow(/PAYSTACK_SIMULATOR/);
  });

  it('talks to Paystack once PAYSTACK_SECRET_KEY is set; PUBLIC_URL and the base URL are read', () => {
    const config = loadConfig({
      PAYSTACK_SECRET_KEY: 'sk_live_x',
      PUBLIC_URL: 'https://telo.ng/',
      PAYSTACK_BASE_URL: 'http://paystack.internal:8080/',
    });
    expect(config.payments).toEqual({
      publicUrl: 'https://telo.ng',
      paystack: { baseUrl: 'http://paystack.internal:8080', secretKey: 'sk_live_x' },
      simulatorInLiveMode: false,
      simulatorRefundMs: 3000,
      commissionBasisPoints: 1000,
      releaseAfterDays: 7,
      advancePercent: 30,
    });
    expect(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_x' }).payments.paystack?.baseUrl).toBe(
      'https://api.paystack.co',
    );
  });

  it('refuses a PUBLIC_URL that is not an origin, by name', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'telo.ng' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://telo.ng/shop' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PAYSTACK_BASE_URL: 'ftp://x' })).toThrow(/PAYSTACK_BASE_URL/);
  });
});

describe('loadConfig: Telo’s commission (issue 14)', () => {
  it('is 10 % unless TELO_COMMISSION_PERCENT says otherwise, kept in basis points', () => {
    expect(loadConfig({}).payments.commissionBasisPoints).toBe(1000);
    expect(loadConfig({ TELO_COMMISSION_PERCENT: '7.5' }).payments.commissionBasisPoints).toBe(750);
    expect(loadConfig({ TELO_COMMISSION_PERCENT: '0' }).payments.commissionBasisPoints).toBe(0);
  });

  it('refuses a commission that is not a percentage Telo could take, by name', () => {
    expect(() => loadConfig({ TELO_COMMISSION_PERCENT: 'ten' })).toThrow(/TELO_COMMISSION_PERCENT/);
    expect(() => loadConfig({ TELO_COMMISSION_PERCENT: '60' })).toThrow(/TELO_COMMISSION_PERCENT/);
    expect(() => loadConfig({ TELO_COMMISSION_PERCENT: '-1' })).toThrow(/TELO_COMMISSION_PERCENT/);
  });
});

describe('loadConfig: sign-in codes per address', () => {
  it('sends 20 codes an hour to one address unless RATE_LIMIT_SIGN_IN_CODES_PER_HOUR says more', () => {
    expect(loadConfig({}).rateLimits.signInCodesPerAddressPerHour).toBe(20);
    const raised = loadConfig({ RATE_LIMIT_SIGN_IN_CODES_PER_HOUR: '1000' });
    expect(raised.rateLimits.signInCodesPerAddressPerHour).toBe(1000);
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN_CODES_PER_HOUR: '0' })).toThrow(
      /RATE_LIMIT_SIGN_IN_CODES_PER_HOUR/,
    );
  });

  it('waits a minute between two codes to one destination unless SIGN_IN_CODE_RESEND_SECONDS says less', () => {
    expect(loadConfig({}).signInCodeResendSeconds).toBe(60);
    expect(loadConfig({ SIGN_IN_CODE_RESEND_SECONDS: '5' }).signInCodeResendSeconds).toBe(5);
    expect(() => loadConfig({ SIGN_IN_CODE_RESEND_SECONDS: '0' })).toThrow(
      /SIGN_IN_CODE_RESEND_SECONDS/,
    );
  });
});

describe('loadConfig: several instances (issue 16)', () => {
  it('keeps rate limits in memory unless REDIS_URL names a Redis server', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });
});

describe("loadConfig: Telo's channels (issue 29)", () => {
  it('links only the channels that are set, each to its own service', () => {
    expect(loadConfig({}).links).toEqual({
      whatsapp: null,
      instagram: null,
      facebook: null,
      x: null,
    });
    const config = loadConfig({
      WHATSAPP_URL: 'https://wa.me/2348012345678',
      INSTAGRAM_URL: ' https://www.instagram.com/telo.ng ',
      X_URL: '',
    });
    expect(config.links).toEqual({
      whatsapp: 'https://wa.me/2348012345678',
      instagram: 'https://www.instagram.com/telo.ng',
      facebook: null,
      x: null,
    });
  });

  it('refuses a channel that sends people elsewhere, by name', () => {
    expect(() => loadConfig({ WHATSAPP_URL: 'https://evil.example/wa' })).toThrow(/WHATSAPP_URL/);
    expect(() => loadConfig({ FACEBOOK_URL: 'https://www.facebook.com/' })).toThrow(/FACEBOOK_URL/);
  });
});
