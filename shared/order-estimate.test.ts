import { describe, expect, it } from 'vitest';
import { trackingUrl } from './courier-tracking.ts';
import { revisedEstimate } from './order-estimate.ts';

const now = new Date('2026-12-01T10:00:00.000Z');

describe('the revised estimate', () => {
  const order = { status: 'in_progress', neededBy: null, estimatedDelivery: null };

  it('keeps the needed-by date while the stage can still make it', () => {
    expect(revisedEstimate({ ...order, stage: 'cutting', neededBy: '2026-12-24' }, now)).toBe(
      '2026-12-24T12:00:00.000Z',
    );
  });

  it('moves past the needed-by date when the stage cannot make it, rather than promise it', () => {
    expect(revisedEstimate({ ...order, stage: 'accepted', neededBy: '2026-12-05' }, now)).toBe(
      '2026-12-15T10:00:00.000Z',
    );
    expect(revisedEstimate({ ...order, stage: 'dispatched', neededBy: '2026-12-02' }, now)).toBe(
      '2026-12-03T10:00:00.000Z',
    );
  });

  it('is gone once delivered, cancelled or waiting to be collected', () => {
    expect(revisedEstimate({ ...order, stage: 'delivered', status: 'completed' }, now)).toBeNull();
    expect(
      revisedEstimate(
        {
          ...order,
          stage: null,
          status: 'completed',
          estimatedDelivery: '2026-11-01T00:00:00.000Z',
        },
        now,
      ),
    ).toBeNull();
    expect(revisedEstimate({ ...order, stage: 'ready_for_pickup' }, now)).toBeNull();
    expect(revisedEstimate({ ...order, stage: null, status: 'cancelled' }, now)).toBeNull();
  });

  it('before the tailor starts, is the date the order was given', () => {
    expect(
      revisedEstimate(
        { ...order, status: 'pending', stage: null, estimatedDelivery: '2026-12-20T00:00:00.000Z' },
        now,
      ),
    ).toBe('2026-12-20T00:00:00.000Z');
  });
});

describe("the courier's tracking page", () => {
  it('is a link the tailor wrote in her note', () => {
    expect(trackingUrl('GIG Logistics', 'See https://giglogistics.com/track/GIG-80412.')).toBe(
      'https://giglogistics.com/track/GIG-80412',
    );
  });

  it("is DHL's page for a DHL waybill", () => {
    expect(trackingUrl('DHL Express', 'AWB 4417823901, arrives Thursday')).toBe(
      'https://www.dhl.com/ng-en/home/tracking/tracking-express.html?submit=1&tracking-id=4417823901',
    );
  });

  it('is unknown for other couriers, or a note with no waybill', () => {
    expect(trackingUrl('GIG Logistics', 'Waybill GIG-80412')).toBeNull();
    expect(trackingUrl('DHL', 'arrives Thursday')).toBeNull();
  });
});
