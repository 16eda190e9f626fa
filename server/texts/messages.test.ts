import { describe, expect, it } from 'vitest';
import { messageWaitingText } from './messages.ts';

const site = 'https://telo.ng';
const base = { threadId: 't1', from: 'Adunni Couture', orderId: null, body: 'Hello' };

describe('message waiting text', () => {
  it('says who wrote, quotes the start, and links to the thread', () => {
    expect(messageWaitingText(site, base)).toBe(
      'Telo: Adunni Couture sent you a message: "Hello". Reply here: https://telo.ng/messages/t1',
    );
  });

  it('names the order, and a photo when there are no words', () => {
    const text = messageWaitingText(site, {
      ...base,
      orderId: '3d20add5-0000-4000-8000-000000000001',
      body: '',
    });
    expect(text).toBe(
      'Telo: Adunni Couture sent you a photo about order #3d20add5. Reply here: ' +
        'https://telo.ng/messages/t1',
    );
  });

  it('cuts a long message at 80 characters', () => {
    const text = messageWaitingText(site, { ...base, body: 'a'.repeat(200) });
    expect(text).toContain(`"${'a'.repeat(79)}…"`);
  });
});
