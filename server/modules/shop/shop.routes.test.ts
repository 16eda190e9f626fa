import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, liveMode } from '../../../test/test-app.ts';
import { insertTailor } from '../../../test/fixtures.ts';

describe('GET /api/shop', () => {
  let demo: Awaited<ReturnType<typeof createTestApp>>;
  let live: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    demo = await createTestApp();
    live = await createTestApp({
      ...liveMode,
      links: {
        whatsapp: 'https://wa.me/2348012345678',
        instagram: null,
        facebook: null,
        x: 'https://x.com/telo',
      },
    });
  });
  afterAll(async () => {
    await demo?.close();
    await live?.close();
  });

  it('says the demo is the demo, with no channel to send anyone to', async () => {
    const answer = (await demo.app.inject({ url: '/api/shop' })).json();
    expect(answer.demo).toBe(true);
    expect(answer.links).toEqual({ whatsapp: null, instagram: null, facebook: null, x: null });
  });

  it('counts an empty shop as empty: no rating before the first review', async () => {
    const answer = (await live.app.inject({ url: '/api/shop' })).json();
    expect(answer.demo).toBe(false);
    expect(answer.links.whatsapp).toBe('https://wa.me/2348012345678');
    expect(answer.facts).toEqual({
      tailors: 0,
      completedOrders: 0,
      averageRating: null,
      specialties: 0,
    });
  });

  it("counts the tailors' own figures, the rating weighted by reviews, after a catalogue write", async () => {
    await insertTailor(live.db, {
      rating: 5,
      reviewCount: 1,
      completedOrders: 3,
      specialties: ['Agbada', 'Senator'],
    });
    await insertTailor(live.db, {
      rating: 4,
      reviewCount: 3,
      completedOrders: 10,
      specialties: ['Agbada', 'Lace'],
    });
    await insertTailor(live.db, { rating: 0, reviewCount: 0, completedOrders: 0, specialties: [] });
    const answer = (await live.app.inject({ url: '/api/shop' })).json();
    // (5·1 + 4·3) / 4 = 4.25, shown to one decimal; the unreviewed tailor does not pull it down.
    expect(answer.facts).toEqual({
      tailors: 3,
      completedOrders: 13,
      averageRating: 4.3,
      specialties: 3,
    });
  });
});
