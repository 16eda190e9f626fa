import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../../shared/schemas/checkout.ts';
import { OrderTimeline } from './order-timeline.tsx';
import { stageWords } from './order-progress.tsx';

describe('the order timeline', () => {
  it('reads newest first, each step with its day and time in Lagos', () => {
    render(
      <OrderTimeline
        events={[
          { kind: 'placed', at: '2026-11-27T12:58:00.000Z' },
          { kind: 'payment_failed', at: '2026-11-27T13:00:00.000Z' },
          { kind: 'paid', at: '2026-11-27T13:05:00.000Z' },
          { kind: 'accepted', at: '2026-11-28T08:30:00.000Z' },
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Order timeline' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      'Accepted by your tailor28 November 2026 at 09:30',
      'Payment received27 November 2026 at 14:05',
      // Paid afterwards: not "Payment not completed" on an order that is paid.
      'Earlier payment attempt did not go through27 November 2026 at 14:00',
      'Order placed27 November 2026 at 13:58',
    ]);
  });

  it('keeps "Payment not completed" while the order is still unpaid', () => {
    render(<OrderTimeline events={[{ kind: 'payment_failed', at: '2026-11-27T13:00:00.000Z' }]} />);
    expect(screen.getByText('Payment not completed')).toBeTruthy();
  });
});

describe("the status card's words", () => {
  const order = (extra: Partial<OrderDetail>) =>
    ({
      status: 'in_progress',
      tailor: { businessName: 'Adunni Couture', location: 'Lagos' },
      delivery: null,
      approval: null,
      tracking: null,
      release: null,
      ...extra,
    }) as OrderDetail;

  it('follow the stage, with the next step', () => {
    expect(stageWords(order({ stage: 'sewing' }))).toEqual({
      title: 'Being sewn',
      words: 'Adunni Couture is sewing your outfit.',
      next: 'Next: a photo of the finished outfit for you to approve.',
    });
    expect(
      stageWords(
        order({
          stage: 'dispatched',
          tracking: { courier: 'DHL Express', note: 'AWB 1', url: null },
        }),
      ).words,
    ).toBe('Adunni Couture sent your outfit with DHL Express.');
    expect(stageWords(order({ stage: 'delivered', status: 'completed' })).title).toBe('Delivered');
    expect(
      stageWords(
        order({
          stage: 'delivered',
          status: 'completed',
          release: { releasedAt: '2026-12-01T10:00:00Z', releaseDate: null, canConfirm: false },
        }),
      ).title,
    ).toBe('Completed');
  });

  it('at ready, ask for her answer and say when silence approves it', () => {
    const words = stageWords(
      order({
        stage: 'ready',
        approval: {
          state: 'awaiting',
          approveBy: '2026-12-08T13:00:00.000Z',
          approvedAt: null,
          approvedBy: null,
          roundsUsed: 0,
          freeRounds: 1,
          requests: [],
        },
      }),
    );
    expect(words.title).toBe('Ready: check the photo');
    expect(words.next).toBe('With no answer by 8 December 2026 at 14:00, it is sent as it is.');
  });
});
