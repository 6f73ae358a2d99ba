import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { coldLoad, renderApp } from '../../test/render.tsx';
import { splitWeek } from '../../test/schedule.ts';
import { stubApi } from '../../test/stubApi.ts';

/** The contact page's "Opening hours" entry, once the hours have arrived. */
async function hoursEntry(label: string) {
  stubApi({ 'GET /api/opening-hours': { body: splitWeek } });
  renderApp('/contact');
  await screen.findByRole('heading', { level: 1 }, coldLoad);
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('the contact page', () => {
  it('tells the week’s hours and the next special date', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-20T10:00:00Z') });
    const entry = await hoursEntry('Nyitvatartás');
    expect(entry).toHaveTextContent('Hétfő–Péntek 11:00–22:00');
    expect(entry).toHaveTextContent('Vasárnap zárva');
    expect(entry).toHaveTextContent('Szenteste (december 24.) zárva');
  });

  it('tells them in English', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-20T10:00:00Z') });
    await i18n.changeLanguage('en');
    const entry = await hoursEntry('Opening hours');
    expect(entry).toHaveTextContent('Saturday 11:00–15:00, 17:00–22:30');
    expect(entry).toHaveTextContent('Christmas Eve (24 December) closed');
  });
});
