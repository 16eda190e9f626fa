import { orderNumber } from '../../shared/order-lifecycle.ts';
import { link } from './format.ts';

/**
 * The text to the side that is away when a message arrives (issue 15): who wrote, about what,
 * the start of it (never more than 80 characters of it), and the thread's own link.
 */
export function messageWaitingText(
  site: string,
  m: { threadId: string; from: string; orderId: string | null; body: string },
) {
  const about = m.orderId ? ` about order ${orderNumber(m.orderId)}` : '';
  const body = m.body.trim();
  const what = body
    ? `a message${about}: "${body.length > 80 ? `${body.slice(0, 79)}…` : body}"`
    : `a photo${about}`;
  return `Telo: ${m.from} sent you ${what}. Reply here: ${link(site, `/messages/${m.threadId}`)}`;
}
