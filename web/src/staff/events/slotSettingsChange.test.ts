import type { LoggedEvent } from '@konyha/domain/events/event-types';
import { anEvent } from '@konyha/domain/testing/event.fixture';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { settingChangeText } from './settingChange.ts';

/** Issue 28: the event log tells a change of the first pre-order slot like the other slot rules, in both languages. */

const event = (from: object, to: object): LoggedEvent =>
  anEvent({ eventType: 'SLOT_SETTINGS', change: { from, to } as LoggedEvent['change'] });
const rules = { leadMinutes: 120, slotMinutes: 15, daysAhead: 3 };

describe('a slot settings change in the event log', () => {
  it('tells the first slot after opening, and nothing of it in an entry logged before it existed', async () => {
    const changed = event(
      { ...rules, firstSlotAfterOpeningMinutes: 60 },
      { ...rules, slotMinutes: 30, firstSlotAfterOpeningMinutes: 0 },
    );
    const text = (language: 'hu' | 'en') =>
      settingChangeText(changed, i18n.getFixedT(language, 'staff'), language);
    expect(text('hu')).toBe(
      'Időpontok lépése: 15 perc → 30 perc; Első időpont nyitás után: 60 perc → 0 perc',
    );
    expect(text('en')).toBe('Slot length: 15 min → 30 min; First slot after opening: 60 min → 0 min');
    const older = event(rules, { ...rules, daysAhead: 5 });
    expect(settingChangeText(older, i18n.getFixedT('en', 'staff'), 'en')).toBe('Days ahead: 3 days → 5 days');
  });
});
