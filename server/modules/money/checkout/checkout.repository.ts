import { desc, eq } from 'drizzle-orm';
import type { NigerianState } from '../../../../shared/nigeria.ts';
import type { DeliveryAddress } from '../../../../shared/schemas/checkout.ts';
import type { Db } from '../../../db/client.ts';
import { savedAddresses } from '../../../db/schema/index.ts';

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
