import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertSettingsFor, escalatesAt, pausesAt, pushesAt } from './order-alerts.ts';
import type { AlertSettings } from './order-decisions.schemas.ts';
import { defaultAlertSettings } from './order-decisions.ts';

const placed = new Date('2026-11-23T11:00:00Z');
const order = {
  state: 'NEW',
  orderDate: placed,
  preOrderDate: null,
  acknowledgedAt: null,
  acceptedAt: null,
} as const;
const saved: AlertSettings = { ...defaultAlertSettings, pushAfterSeconds: 20, pauseAfterMinutes: 10 };
const sent = { ringEverySeconds: 10, autoRejectAfterMinutes: null, preOrderAlertMinutes: 45 };

describe('the escalation ladder', () => {
  it('climbs in order for any settings a manager may save: push, managers, pause', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 120 }),
        (pushAfterSeconds, managersAfterMinutes, pauseLater) => {
          const input = { ...sent, pushAfterSeconds, managersAfterMinutes };
          const settings = alertSettingsFor(
            { ...input, pauseAfterMinutes: managersAfterMinutes + pauseLater, pauseForMinutes: 30 },
            saved,
          );
          if ('field' in settings) throw new Error('refused');
          expect(escalatesAt(order, settings).getTime()).toBe(
            placed.getTime() + managersAfterMinutes * 60_000,
          );
          expect(pausesAt(order, settings)?.getTime()).toBeGreaterThanOrEqual(
            escalatesAt(order, settings).getTime(),
          );
          expect(pushesAt(order, settings).getTime()).toBe(placed.getTime() + pushAfterSeconds * 1000);
        },
      ),
    );
  });

  it('pushes at once when pushAfterSeconds is 0, and never pauses while the pause step is off', () => {
    const settings = { ...defaultAlertSettings };
    expect(pushesAt(order, settings)).toEqual(placed);
    expect(pausesAt(order, settings)).toBeNull();
  });

  it('refuses a pause before the managers are told, naming the field', () => {
    const input = { ...sent, managersAfterMinutes: 5, pauseAfterMinutes: 4, pauseForMinutes: 30 };
    expect(alertSettingsFor(input, saved)).toEqual({ field: 'pauseAfterMinutes', message: 'beforeManagers' });
    expect(alertSettingsFor({ ...input, pauseAfterMinutes: 5 }, saved)).toMatchObject({
      pauseAfterMinutes: 5,
    });
  });

  it('takes the older escalateAfterMinutes and keeps the saved ladder for a client that sends only the old fields', () => {
    expect(alertSettingsFor({ ...sent, escalateAfterMinutes: 7 }, saved)).toEqual({
      ...sent,
      pushAfterSeconds: 20,
      managersAfterMinutes: 7,
      escalateAfterMinutes: 7,
      pauseAfterMinutes: 10,
      pauseForMinutes: 30,
    });
  });

  it('switches the pause step off when null is sent, and keeps it when the field is left out', () => {
    const kept = alertSettingsFor({ ...sent, managersAfterMinutes: 3 }, saved);
    expect(kept).toMatchObject({ pauseAfterMinutes: 10 });
    const off = alertSettingsFor({ ...sent, managersAfterMinutes: 3, pauseAfterMinutes: null }, saved);
    expect(off).toMatchObject({ pauseAfterMinutes: null });
  });
});
