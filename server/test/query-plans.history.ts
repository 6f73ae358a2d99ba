import { localDayBounds } from '@konyha/domain/menu/stock';
import type { SqlClient } from './query-plans.ts';

/** How much history the plans are checked on: three years of a busy restaurant (issue 18). */
export const history = { orders: 150_000, customers: 400, products: 40, days: 3 * 365 };
/** The orders the staff list holds: every 500th one's online payment was given up (ABANDONED, below). */
export const countedOrders = history.orders - history.orders / 500;

/** A regular of the first year who has not ordered since: their history is all in the oldest part of the table. */
export const lapsedCustomer = history.customers + 1;

/**
 * Fills an empty, migrated database with three years of orders ending `today`, in SQL (generate_series): orders
 * placed round the clock at a steady pace (ids grow with time, as the app writes them), a tenth of them
 * pre-orders, most delivered and paid, today's still in the kitchen; two lines, six event-log entries, a fired
 * timer, a print job, a sent mail and a status link each; a coupon on every twentieth; one lapsed regular. Not realistic enough to
 * measure the app (lane `history`'s generator does that), but the same shape and sizes, which is all the planner
 * looks at. Ends with VACUUM ANALYZE, as autovacuum would have done on a database this old (unless `vacuum` is false:
 * PGlite, which runs no autovacuum).
 */
export async function fillHistory(
  client: SqlClient,
  today: string,
  { orders = history.orders, vacuum = true }: { orders?: number; vacuum?: boolean } = {},
) {
  const end = localDayBounds(today).to.toISOString();
  const { customers, products, days } = history;
  const step = `(${days} * interval '1 day') / ${orders}`;
  const statements = [
    `insert into users (name, email, phone, password_hash)
       select 'Vendég ' || i, 'guest' || i || '@example.com', '+3630' || lpad(i::text, 7, '0'), 'x'
       from generate_series(1, ${lapsedCustomer}) i`,
    `insert into products (name, name_english, price, type, "group", loquu_id)
       select 'Étel ' || i, 'Dish ' || i, 1000 + i * 100, 'FOOD', 'Pizza', i from generate_series(1, ${products}) i`,
    `insert into coupons (code, discount) values ('HISTORY10', 10)`,
    // Placed every `step` up to `end`; the last ones are today's.
    `insert into orders (user_id, name, email, phone, zip_code, city, street, payment, payed, state, order_date,
       pre_order_date, slot_at, original_price, discounted_price, shipping_cost, total, payment_status,
       accepted_at, promised_at, coupon_code)
     select case when i < ${orders / 3} and i % 100 = 9 then ${lapsedCustomer}
                 when i % 10 < 7 then (i * 7919) % ${customers} + 1 end, 'Vendég', 'guest@example.com',
       '+36301234567', '1011', 'Budapest', 'Fő utca 1',
       (array['CASH','CREDIT_CARD','CREDIT_CARD_ONLINE'])[i % 3 + 1]::payment_method,
       placed < now_day, state::order_state, placed, pre, coalesce(pre, placed + interval '40 minutes'),
       price, price, 500, price + 500,
       case when i % 500 = 0 then 'ABANDONED' when i % 3 = 2 then 'PAID' else 'NONE' end,
       placed + interval '2 minutes', coalesce(pre, placed + interval '40 minutes'),
       case when i % 20 = 0 then 'HISTORY10' end
     from (
       select i, placed, now_day, 2000 + (i * 37) % 9000 as price,
         case when i % 10 = 0 then placed + (i % 5 + 1) * interval '1 hour' end as pre,
         case when placed >= now_day then (array['NEW','PREPARING','DELIVERING','DELIVERED'])[i % 4 + 1]
              when i % 33 = 0 then 'REJECTED' when i % 33 = 1 then 'CANCELLED' else 'DELIVERED' end as state
       from (select i, '${end}'::timestamptz - (${orders} - i + 1) * ${step} as placed,
               '${end}'::timestamptz - interval '1 day' as now_day
             from generate_series(1, ${orders}) i) t
     ) o`,
    `insert into order_lines (order_id, product_id, name, name_english, unit_price, quantity)
       select o.id, (o.id * k) % ${products} + 1, 'Étel', 'Dish', 1500, k from orders o, generate_series(1, 2) k`,
    `insert into event_log (event_date_time, user_id, order_id, event_type, order_state_from, order_state_to)
       select o.order_date + k * interval '7 minutes', null, o.id,
         (array['ORDER_ACCEPTED','ORDER_STATE','ORDER_STATE','ORDER_STATE','ORDER_PAYMENT','ORDER_STATE'])[k]::event_type,
         case when k in (2, 3, 4, 6) then 'NEW'::order_state end, case when k in (2, 3, 4, 6) then 'PREPARING'::order_state end
       from orders o, generate_series(1, 6) k`,
    `insert into scheduled_jobs (kind, order_id, due_at, created_at, done_at)
       select 'escalate', o.id, o.order_date + interval '5 minutes', o.order_date,
         case when o.state <> 'NEW' then o.order_date + interval '5 minutes' end from orders o`,
    `insert into print_jobs (order_id, what, printer, host, port, created_at, due_at, attempts, printed_at)
       select o.id, 'ticket', 'Konyha', '192.0.2.1', 9100, o.order_date, o.order_date, 1, o.order_date from orders o`,
    `insert into mail_outbox (kind, recipient, subject, text, html, created_at, due_at, attempts, sent_at)
       select 'order-confirmation', o.email, 'Rendelés', '', '', o.order_date, o.order_date, 1, o.order_date
       from orders o`,
    `insert into order_status_links (token_hash, order_id, created_at)
       select md5(o.id::text), o.id, o.order_date from orders o`,
    `insert into coupon_redemptions (coupon_id, order_id, user_id, customer_key, redeemed_at)
       select c.id, o.id, o.user_id, 'order-' || o.id, o.order_date
       from orders o, coupons c where o.coupon_code is not null`,
  ];
  if (vacuum) statements.push('vacuum analyze');
  for (const statement of statements) await client.query(statement);
}
