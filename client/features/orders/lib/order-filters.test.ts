import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../../shared/catalog.ts';
import type { Order } from '../../../../shared/schemas/order.ts';
import {
  countByStatus,
  filterOrders,
  shortOrderNumber,
  statusFilterOptions,
} from './order-filters.ts';

const order = (id: string, status: OrderStatus): Order => ({
  id,
  userId: 'user1',
  tailorId: 't1',
  productId: 'p1',
  measurements: {},
  status,
  totalAmount: 45000,
  estimatedDelivery: null,
  notes: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  product: { name: 'Royal Blue Agbada', imageUrl: '/images/products/agbada-1-800.webp' },
  tailor: { businessName: 'Adunni Stitches', location: 'Lagos' },
});

const orders = [
  order('a', 'pending'),
  order('b', 'completed'),
  order('c', 'pending'),
  order('d', 'cancelled'),
];

describe('order filters', () => {
  it('offers the spec filter labels in order', () => {
    expect(statusFilterOptions.map((o) => o.label)).toEqual([
      'All Orders',
      'Pending',
      'In Progress',
      'Completed',
      'Cancelled',
    ]);
  });

  it('keeps every order for "all" and only matching ones otherwise, in the same order', () => {
    expect(filterOrders(orders, 'all').map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(filterOrders(orders, 'pending').map((o) => o.id)).toEqual(['a', 'c']);
    expect(filterOrders(orders, 'in_progress')).toEqual([]);
  });

  it('counts each status', () => {
    expect(countByStatus(orders)).toEqual({
      pending: 2,
      in_progress: 0,
      completed: 1,
      cancelled: 1,
    });
  });

  it('shows the first 8 characters of the id', () => {
    expect(shortOrderNumber('c740a03c-68e2-52a1-9148-afc6dbac3821')).toBe('Order #c740a03c');
  });
});
