import { and, desc, eq, inArray } from 'drizzle-orm';
import type { NigerianState } from '../../../../shared/nigeria.ts';
import type { DeliveryAddress } from '../../../../shared/schemas/checkout.ts';
import type { Db } from '../../../db/client.ts';
import {
  cartItems,
  products,
  savedAddresses,
  tailorPricing,
  tailors,
} from '../../../db/schema/index.ts';

const savedAddressColumns = {
  id: savedAddresses.id,
  name: savedAddresses.name,
  phone: savedAddresses.phone,
  street: savedAddresses.street,
  city: savedAddresses.city,
  state: savedAddresses.state,
  createdAt: savedAddresses.createdAt,
};

/** The state column is text; it is only written from a validated address. */
type SavedAddressRow = { id: string; createdAt: Date } & DeliveryAddress & { state: NigerianState };

/** The shopper's saved delivery addresses, newest 20 first. */
export async function findSavedAddresses(db: Db, userId: string): Promise<SavedAddressRow[]> {
  const rows = await db
    .select(savedAddressColumns)
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id))
    .limit(20);
  return rows as SavedAddressRow[];
}

/** Saves an address; the same address saved again is the row already kept. */
export async function saveAddress(db: Db, userId: string, address: DeliveryAddress) {
  const [row] = await db
    .insert(savedAddresses)
    .values({ userId, ...address })
    .onConflictDoUpdate({
      target: [
        savedAddresses.userId,
        savedAddresses.name,
        savedAddresses.phone,
        savedAddresses.street,
        savedAddresses.city,
        savedAddresses.state,
      ],
      set: { name: address.name },
    })
    .returning(savedAddressColumns);
  return row as SavedAddressRow;
}

/**
 * The chosen cart lines with what prices them: the outfit, its tailor (and the tailor's owner,
 * for the no-self-dealing rule) and the tailor's active price line for its category.
 */
export function findCartLinesToPrice(db: Db, userId: string, productIds: string[]) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      imageUrl: products.imageUrl,
      category: products.category,
      price: products.price,
      isAvailable: products.isAvailable,
      quantity: cartItems.quantity,
      tailorId: tailors.id,
      tailorUserId: tailors.userId,
      businessName: tailors.businessName,
      location: tailors.location,
      estimatedDays: tailorPricing.estimatedDays,
      rushOrderSurcharge: tailorPricing.rushOrderSurcharge,
    })
    .from(cartItems)
    .innerJoin(products, eq(cartItems.productId, products.id))
    .innerJoin(tailors, eq(products.tailorId, tailors.id))
    .leftJoin(
      tailorPricing,
      and(
        eq(tailorPricing.tailorId, products.tailorId),
        eq(tailorPricing.category, products.category),
        eq(tailorPricing.isActive, true),
      ),
    )
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}
