import { describe, expect, it } from 'vitest';
import { payByProblem } from '../../../shared/aso-ebi.ts';
import { buildDemoRows } from './demo-data.ts';
import { DEMO_EVENT_ID } from './build-events.ts';

describe('the demo aso-ebi event', () => {
  it('is hosted by a seeded shopper, with a look from each of two Lagos tailors, and open for weeks', () => {
    const rows = buildDemoRows(new Date('2026-11-28T12:00:00Z'));
    const { event, looks } = rows.event;
    expect(event.id).toBe(DEMO_EVENT_ID);
    expect(rows.users.some((u) => u.id === event.hostUserId)).toBe(true);
    expect(rows.tailors.some((t) => t.userId === event.hostUserId)).toBe(false);
    expect(new Set(looks.map((l) => l.tailorId)).size).toBe(2);
    for (const look of looks) {
      const product = rows.products.find((p) => p.id === look.productId)!;
      expect(product.tailorId).toBe(look.tailorId);
      expect(look.capacity).toBeGreaterThan(0);
    }
    expect(event.payBy).toBe('2026-12-26');
    expect(payByProblem(event.payBy, event.eventDate, [21, 21], '2026-11-28')).toBeNull();
  });
});
