// The full schema for Drizzle and drizzle-kit (one module so relations and migrations see every table).
export * from './abuse.ts';
export * from './coupons.ts';
export * from './day-closes.ts';
export * from './delivery.ts';
export * from './enums.ts';
export * from './events.ts';
export * from './jobs.ts';
export * from './lunch.ts';
export * from './mail.ts';
export * from './orders.ts';
export * from './products.ts';
export * from './push.ts';
export * from './reports.ts';
export * from './secrets.ts';
export * from './settings.ts';
export * from './status-links.ts';
export * from './users.ts';
