import type { Printer } from '@konyha/domain/printing/printers.schemas';
import type { OpeningHours } from '@konyha/domain/restaurant/opening-hours.schemas';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { paymentMethodEnum } from './enums.ts';

/** The shop-wide settings: a single row (id 1), so toggles are one atomic UPDATE … RETURNING. */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    minOrderValue: integer('min_order_value').notNull(),
    deliveryMinutes: integer('delivery_minutes').notNull(),
    orderingActive: boolean('ordering_active').notNull().default(true),
    /** An ADMIN may require two-factor login of every staff role. */
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
    /** The alert settings (issue 12) and the escalation ladder (issue 32); defaults as domain's defaultAlertSettings. */
    ringEverySeconds: integer('ring_every_seconds').notNull().default(10),
    pushAfterSeconds: integer('push_after_seconds').notNull().default(0),
    /** The API's `managersAfterMinutes` (called `escalateAfterMinutes` before issue 32, as the column still is). */
    managersAfterMinutes: integer('escalate_after_minutes').notNull().default(3),
    /** Null: orders are never rejected by themselves. */
    autoRejectAfterMinutes: integer('auto_reject_after_minutes'),
    preOrderAlertMinutes: integer('pre_order_alert_minutes').notNull().default(45),
    /** Null: the ladder never pauses ordering. */
    pauseAfterMinutes: integer('pause_after_minutes'),
    pauseForMinutes: integer('pause_for_minutes').notNull().default(30),
    /**
     * The weekly hours and special dates (issue 14), as PUT /opening-hours takes them. Null until staff first save
     * them: the domain's defaults apply (SPEC §9: 11:00–22:00, closed on this and next year's 24–26 December).
     */
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    /** The slot rules and capacity (issue 14); defaults as domain's defaultScheduleSettings. */
    leadMinutes: integer('lead_minutes').notNull().default(120),
    slotMinutes: integer('slot_minutes').notNull().default(15),
    daysAhead: integer('days_ahead').notNull().default(3),
    /** Issue 28: SPEC §5's first slot at 12:00 with an 11:00 opening; existing rows take it too. */
    firstSlotAfterOpeningMinutes: integer('first_slot_after_opening_minutes').notNull().default(60),
    /** Null: no limit. */
    capacityPerSlot: integer('capacity_per_slot'),
    capacityByWeekday: jsonb('capacity_by_weekday')
      .$type<Partial<Record<string, number | null>>>()
      .notNull()
      .default({}),
    /** Busy mode (issue 14): each part active until its end; past ends read as off. */
    busyExtraMinutes: integer('busy_extra_minutes'),
    busyExtraUntil: instant('busy_extra_until'),
    busyPausedUntil: instant('busy_paused_until'),
    /** The ESC/POS network printers (issue 16), as PUT /settings/printers takes them. */
    printers: jsonb('printers').$type<Printer[]>().notNull().default([]),
    /** Issue 17: the VAT rates products may have, and the delivery fee's. */
    vatRates: integer('vat_rates').array().notNull().default(sql`'{27,18,5,0}'::integer[]`),
    deliveryVatRate: integer('delivery_vat_rate').notNull().default(27),
    /**
     * Issue 27: the payment methods the restaurant takes (null: every method, the domain's defaultPaymentSettings; no
     * default in the table, as a migration may not use enum values added in its own transaction), and how long an
     * online payment may wait for its guest.
     */
    paymentMethods: paymentMethodEnum('payment_methods').array(),
    cardPaymentMinutes: integer('card_payment_minutes').notNull().default(15),
    szepPaymentMinutes: integer('szep_payment_minutes').notNull().default(30),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);

export const shippingCosts = pgTable('shipping_costs', {
  zipCode: text('zip_code').primaryKey(),
  /** Whole forints. */
  cost: integer('cost').notNull(),
});
