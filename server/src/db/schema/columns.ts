import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time (timestamptz): every time Konyha stores is one, read back as a Date in any server's zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });
