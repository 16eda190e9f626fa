import { orderTotalProblem } from '../../../shared/money-limits.ts';
import type { Db } from '../../db/client.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-error.ts';
import { OWN_WORKSHOP_ORDER } from '../../../shared/own-workshop.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors.ts';
import * as cartRepository from './cart.repository.ts';

/**
 * Adding an outfit that is already in the cart replaces its row (spec §3). A product that does
 * not exist is caught by the foreign key rather than a prior read, so there is no race. The
 * checkout pays the whole cart, so a cart whose outfits alone pass the largest checkout total
 * (shared/money-limits.ts) could never be paid: that add is refused, with the quote's message.
 * A tailor's own outfit could never be checked out by her (decision 045): refused here too, so
 * she learns why at the button rather than at the checkout.
 */
export async function addItem(
  db: Db,
  item: { userId: string; productId: string; quantity: number },
) {
  // Checked before the one-statement upsert rather than in a transaction with it: a transaction
  // on a database that stops answering waits out its ROLLBACK too (reliability 6), and the limit
  // is the checkout's to enforce (two adds at once may pass it here; the quote then refuses).
  const after = await cartRepository.cartAfterAdding(db, item);
  if (after?.ownOutfit) throw new ForbiddenError(OWN_WORKSHOP_ORDER);
  const tooMuch = after && orderTotalProblem(after.totalKobo);
  if (tooMuch) throw new BadRequestError(tooMuch, [{ path: 'quantity', message: tooMuch }]);
  try {
    await cartRepository.upsert(db, item);
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION)
      throw new NotFoundError('Product not found');
    throw error;
  }
  const saved = await cartRepository.findOne(db, item.userId, item.productId);
  if (!saved) throw new NotFoundError('Product not found'); // removed by a concurrent request
  return saved;
}

export async function removeItem(db: Db, userId: string, productId: string) {
  const removed = await cartRepository.remove(db, userId, productId);
  if (!removed) throw new NotFoundError('This item is not in your cart');
}
