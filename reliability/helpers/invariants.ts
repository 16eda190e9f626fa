import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { measurementFields } from '../../shared/catalog.ts';
import { measurementRange } from '../../shared/measurement-rules.ts';

/** The twelve size columns (one lower-case word each, so column and key are the same). */
const sizes = measurementFields.map((f) => `"${f.key}"`);

/** A stored value outside its plausible range in its row's unit (shared/measurement-rules.ts). */
const outOfRange = measurementFields
  .map(({ key }) => {
    const inches = measurementRange(key, 'inches');
    const cm = measurementRange(key, 'centimeters');
    return `"${key}" not between case unit when 'inches' then ${inches.min} else ${cm.min} end and case unit when 'inches' then ${inches.max} else ${cm.max} end`;
  })
  .join(' or ');

/**
 * What must hold in the database whatever requests came before: each check is a query that
 * counts the rows breaking one rule. Returns the rules broken, with their counts.
 */
const rules: Record<string, string> = {
  'one cart row per shopper and outfit': `select count(*) from (select 1 from cart_items group by user_id, product_id having count(*) > 1) d`,
  'cart quantity between 1 and 10': `select count(*) from cart_items where quantity not between 1 and 10`,
  'one measurements row per shopper': `select count(*) from (select 1 from measurements group by user_id having count(*) > 1) d`,
  'measurement unit inches or centimeters': `select count(*) from measurements where unit not in ('inches', 'centimeters')`,
  'no measurement at or below 0': `select count(*) from measurements where least(${sizes.join(', ')}) <= 0`,
  'every measurement within its range': `select count(*) from measurements where ${outOfRange}`,
  'applications pending, unreviewed': `select count(*) from tailor_applications where status <> 'pending' or review_notes is not null or reviewed_at is not null`,
  'timestamps set by the server, not the request': `select (select count(*) from tailor_applications where submitted_at < now() - interval '1 hour') + (select count(*) from cart_items where created_at < now() - interval '1 hour') + (select count(*) from measurements where updated_at < now() - interval '1 hour') + (select count(*) from contact_messages where created_at < now() - interval '1 hour')`,
  'application fields within their bounds': `select count(*) from tailor_applications where char_length(business_name) not between 1 and 120 or char_length(business_description) not between 1 and 2000 or char_length(location) not between 1 and 120 or experience not between 0 and 50 or cardinality(specialties) not between 1 and 20 or phone !~ '^(\\+?234|0)[789][01][0-9]{8}$' or char_length(coalesce(previous_work, '')) > 2000 or char_length(coalesce(business_license, '')) > 100`,
  'application specialties non-empty and bounded': `select count(*) from tailor_applications, unnest(specialties) s where char_length(s) not between 1 and 60`,
  'contact messages within their bounds': `select count(*) from contact_messages where char_length(name) not between 1 and 100 or char_length(email) not between 3 and 254 or position('@' in email) = 0 or char_length(subject) not between 1 and 200 or char_length(message) not between 1 and 5000 or char_length(coalesce(category, '')) > 50`,
  'full names trimmed, at most 100 characters': `select count(*) from users where full_name <> btrim(full_name) or char_length(full_name) > 100`,
  'sign-in codes stored hashed, tries within the limit': `select count(*) from auth_codes where code_hash !~ '^[0-9a-f]{64}$' or attempts not between 0 and 5`,
  // Payments (issue 13).
  'orders paid only by a successful payment': `select count(*) from orders o where o.checkout_id is not null and o.payment_state in ('paid', 'refund_pending', 'refunded') and not exists (select 1 from payments p where p.checkout_id = o.checkout_id and p.state = 'success')`,
  'one kept payment per checkout (any other refunded in full)': `select count(*) from (select p.checkout_id from payments p left join refunds r on r.payment_reference = p.reference and r.order_id is null where p.state = 'success' group by p.checkout_id having count(*) - count(r.id) > 1) d`,
  // An aso-ebi guest's order carries the host's margin inside its total (issue 32, decision 054).
  'order totals are their parts': `select count(*) from orders where checkout_id is not null and total_amount <> coalesce(base_price, 0) + rush_surcharge + delivery_fee + host_margin_kobo / 100.0`,
  'a checkout charges the sum of its orders, less the credit it spends': `select count(*) from checkouts c where amount_kobo + credit_kobo <> (select round(sum(total_amount) * 100) from orders where checkout_id = c.id)`,
  'refunds never exceed the payment': `select count(*) from (select p.reference from payments p join refunds r on r.payment_reference = p.reference group by p.reference, p.amount_kobo having sum(r.amount_kobo) > p.amount_kobo) d`,
  'paid orders were placed with measurements': `select count(*) from orders where checkout_id is not null and measurements = '{}'::jsonb`,
  // The books (issue 28, decision 048).
  'every ledger transaction sums to zero': `select count(*) from (select 1 from ledger_entries group by transaction_id having sum(amount_kobo) <> 0) d`,
  'no escrow, credit, refund, payout or host account below zero': `select count(*) from (select 1 from ledger_entries where split_part(account, ':', 1) in ('escrow', 'credit', 'refund', 'payout', 'host') group by account having sum(amount_kobo) < 0) d`,
  'no shopper gets back more than they paid (refunds and credit)': `select count(*) from (select split_part(account, ':', 2) from ledger_entries where split_part(account, ':', 1) in ('card', 'credit') group by 1 having sum(amount_kobo) > 0) d`,
  'Telo never pays out more than it took in': `select count(*) from (select 1 from ledger_entries where split_part(account, ':', 1) in ('card', 'bank') having coalesce(sum(amount_kobo), 0) > 0) d`,
  'every paid order holds its card part and its credit in escrow': `select count(*) from orders o where o.checkout_id is not null and o.payment_state in ('paid', 'refund_pending', 'refunded') and (coalesce((select sum(e.amount_kobo) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id where t.key = 'charge:' || o.id and e.account = 'escrow:' || o.id), 0) <> round(o.total_amount * 100) - o.credit_kobo or coalesce((select sum(e.amount_kobo) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id where t.key = 'credit-spent:' || o.id and e.account = 'escrow:' || o.id), 0) <> o.credit_kobo)`,
  'contact message texts not blank': `select count(*) from contact_messages where btrim(name) = '' or btrim(subject) = '' or btrim(message) = ''`,
};

export async function brokenInvariants(db: Db): Promise<Record<string, number>> {
  const broken: Record<string, number> = {};
  for (const [rule, query] of Object.entries(rules)) {
    const result = (await db.execute(sql.raw(query))) as unknown as { rows: { count: unknown }[] };
    const n = Number(result.rows[0]!.count);
    if (n > 0) broken[rule] = n;
  }
  return broken;
}

/**
 * Tables no shopper request may change: the catalog, other people and their orders. A user's full
 * name is theirs to change (PATCH /api/me): it is checked by the invariants above instead.
 */
export async function protectedTables(db: Db) {
  return snapshot(db, {
    users:
      'select id, username, email, password, phone, roles, is_guest, created_at from users order by id',
    tailors:
      'select id, user_id, business_name, rating, review_count, is_verified, completed_orders, created_at from tailors order by id',
    products:
      'select id, tailor_id, name, price, is_available, created_at from products order by id',
    // user1's own orders are theirs to place and cancel (issue 13); everyone else's are not.
    orders: `select * from orders where user_id <> 'user1' order by id`,
  });
}

/**
 * The rows each query reads, as one string: two snapshots are equal exactly when nothing they
 * cover changed in between.
 */
export async function snapshot(db: Db, queries: Record<string, string>): Promise<string> {
  const rows: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(queries)) {
    rows[name] = ((await db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
  }
  return JSON.stringify(rows);
}
