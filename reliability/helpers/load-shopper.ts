/**
 * One load-test shopper: the requests one autocannon connection sends in a loop (catalog reads,
 * cart adds and removes, measurement saves), and what the server acknowledged, so every
 * acknowledged write can be looked for afterwards.
 */
export type Shopper = { userId: string; cookie: string };

type Req = { method: string; path: string; headers?: Record<string, string>; body?: string };
export type LoadRequest = {
  method: string;
  path: string;
  setupRequest?: (req: Req) => Req;
  onResponse?: (status: number) => void;
};

/** What the server acknowledged for one shopper, and the write in flight (not yet answered). */
export type Ledger = {
  cart: Set<string>;
  chest: number | null;
  pending: { kind: 'add' | 'remove'; productId: string } | { kind: 'save'; chest: number } | null;
  acknowledged: number;
};

export function shopperRequests(
  shopper: Shopper,
  index: number,
  products: string[],
  ledger: Ledger,
): LoadRequest[] {
  const read = { cookie: shopper.cookie };
  const write = { ...read, 'sec-fetch-site': 'same-origin' };
  const json = { ...write, 'content-type': 'application/json' };
  let cycle = 0;
  let added: string | null = null;
  let previous: string | null = null;
  let saves = 0;
  const product = (n: number) => products[(index * 7 + n) % products.length]!;
  return [
    {
      method: 'GET',
      path: '/api/products?limit=24&sort=price_asc',
      setupRequest: (req) => ({ ...req, headers: {} }),
    },
    {
      method: 'GET',
      path: '/api/products',
      setupRequest: (req) => ({ ...req, path: `/api/products/${product(cycle + 3)}`, headers: {} }),
    },
    {
      method: 'POST',
      path: '/api/cart',
      setupRequest: (req) => {
        previous = added;
        added = product(cycle++);
        ledger.pending = { kind: 'add', productId: added };
        return {
          ...req,
          headers: json,
          body: JSON.stringify({ userId: shopper.userId, productId: added, quantity: 1 }),
        };
      },
      onResponse: (status) => {
        if (status === 201 && added) {
          ledger.cart.add(added);
          ledger.acknowledged++;
        }
        ledger.pending = null;
      },
    },
    {
      method: 'GET',
      path: `/api/users/${shopper.userId}/cart`,
      setupRequest: (req) => ({ ...req, headers: read }),
    },
    {
      method: 'POST',
      path: '/api/measurements',
      setupRequest: (req) => {
        // A new value each time, within the inch limit: the last one acknowledged must be stored.
        const chest = 30 + (saves++ % 8000) / 100;
        ledger.pending = { kind: 'save', chest };
        const body = {
          userId: shopper.userId,
          chest: String(chest),
          waist: '34',
          hips: '40',
          unit: 'inches',
        };
        return { ...req, headers: json, body: JSON.stringify(body) };
      },
      onResponse: (status) => {
        const pending = ledger.pending;
        if (status === 200 && pending?.kind === 'save') {
          ledger.chest = pending.chest;
          ledger.acknowledged++;
        }
        ledger.pending = null;
      },
    },
    {
      method: 'DELETE',
      path: '/api/users',
      setupRequest: (req) => {
        // The outfit added in the previous round, so the cart stays small; in the first round
        // there is none yet, and the cart is read instead.
        if (previous === null) {
          return {
            ...req,
            method: 'GET',
            path: `/api/users/${shopper.userId}/cart`,
            headers: read,
          };
        }
        ledger.pending = { kind: 'remove', productId: previous };
        return { ...req, path: `/api/users/${shopper.userId}/cart/${previous}`, headers: write };
      },
      onResponse: (status) => {
        const pending = ledger.pending;
        if (status === 204 && pending?.kind === 'remove') {
          ledger.cart.delete(pending.productId);
          ledger.acknowledged++;
        }
        ledger.pending = null;
      },
    },
    {
      method: 'GET',
      path: '/api/tailors?limit=12',
      setupRequest: (req) => ({ ...req, headers: {} }),
    },
  ];
}

/**
 * Acknowledged writes not found in what is stored: the stored cart must be the acknowledged one
 * and the stored chest the last acknowledged save — or either with the one unanswered write
 * applied (the run can end with a request in flight).
 */
export function lostWrites(
  ledger: Ledger,
  storedCart: Set<string>,
  storedChest: number | null,
): number {
  const sameSet = (a: Set<string>, b: Set<string>) =>
    a.size === b.size && [...a].every((x) => b.has(x));
  const carts = [ledger.cart];
  const chests = [ledger.chest];
  const p = ledger.pending;
  if (p?.kind === 'add') carts.push(new Set([...ledger.cart, p.productId]));
  if (p?.kind === 'remove')
    carts.push(new Set([...ledger.cart].filter((id) => id !== p.productId)));
  if (p?.kind === 'save') chests.push(p.chest);
  let lost = 0;
  if (!carts.some((c) => sameSet(c, storedCart))) {
    lost += [...ledger.cart].filter((id) => !storedCart.has(id)).length || 1;
  }
  if (!chests.includes(storedChest)) lost++;
  return lost;
}
