import type { LoggedEvent } from '@konyha/domain/events/event-types';
import { localDay } from '@konyha/domain/restaurant/local-time';
import { anEvent } from '@konyha/domain/testing/event.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithProviders, staffUser } from '../../test/render.tsx';
import { stubApi } from '../shared/testApi.ts';
import { EventLogScreen } from './EventLogScreen.tsx';

const changed = (id: number, what: LoggedEvent['what'], from: unknown, to: unknown) =>
  anEvent({
    id,
    order: { id: 41 },
    eventType: 'ORDER_CHANGED',
    what,
    change: { from, to } as LoggedEvent['change'],
    note: 'Elfogyott a gulyás',
  });

/** Order 41 taken by phone into a full slot, then its soup replaced and its total lowered (issue 30). */
const events: LoggedEvent[] = [
  anEvent({ id: 1, order: { id: 41 }, eventType: 'ORDER_TAKEN', note: 'Törzsvendég' }),
  changed(2, 'products', '2 × Gulyásleves', '2 × Babgulyás'),
  changed(3, 'total', 5470, 4470),
];

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the event log of changed orders', () => {
  it('shows an order taken by phone and each changed part from → to with the reason, in both languages', async () => {
    stubApi((url) => (url === `/api/event/${localDay(new Date())}` ? { body: events } : undefined));
    renderWithProviders(<EventLogScreen />, { user: staffUser });
    const [taken, products, total] = (await screen.findAllByRole('row')).slice(1) as HTMLElement[];
    expect(cells(taken as HTMLElement).slice(2)).toEqual([
      '#41',
      'Telefonos rendelés felvéve',
      'Telefonos rendelés · teli idősáv oka: Törzsvendég',
    ]);
    expect(cells(products as HTMLElement).slice(3)).toEqual([
      'Rendelés módosítva',
      'Tételek: 2 × Gulyásleves → 2 × Babgulyás · Elfogyott a gulyás',
    ]);
    expect(cells(total as HTMLElement)[4]).toBe(
      'Végösszeg: 5\u00a0470\u00a0Ft → 4\u00a0470\u00a0Ft · Elfogyott a gulyás',
    );

    await i18n.changeLanguage('en');
    try {
      await waitFor(() =>
        expect(cells(products as HTMLElement)[4]).toBe(
          'Items: 2 × Gulyásleves → 2 × Babgulyás · Elfogyott a gulyás',
        ),
      );
      expect(cells(taken as HTMLElement)[4]).toBe('Taken by phone · full slot taken: Törzsvendég');
    } finally {
      await i18n.changeLanguage('hu');
    }
  });
});
