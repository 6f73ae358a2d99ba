import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { coldLoad, renderApp } from '../../../test/render.tsx';
import { pausedUntil, splitWeek } from '../../../test/schedule.ts';
import { callsTo, serveApi, storeCart } from '../../../test/shopApi.ts';

// Loaded before the tests, so the lazy imports are instant and no test waits for the transform.
await Promise.all([import('./NoticeText.tsx'), import('../MenuPage.tsx')]);

/** The menu's soups at `now` (Budapest is UTC+1 in winter), on the fake API with the split week's hours. */
function openMenu(now: string, overrides: Parameters<typeof serveApi>[0] = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
  const api = serveApi({ 'GET /api/opening-hours': () => splitWeek, ...overrides });
  renderApp('/foods/soups');
  return api;
}

/** The notice, checked to be in a polite live region so a screen reader announces it. */
async function notice(text: RegExp) {
  const shown = await screen.findByText(text, {}, coldLoad);
  expect(shown.closest('[aria-live="polite"]')).not.toBeNull();
  return shown;
}

describe('the ordering notice', () => {
  it('says when the kitchen opens later today, and that pre-orders are taken', async () => {
    // Saturday 16:00, between the lunch and the dinner shift.
    openMenu('2026-11-28T15:00:00Z');
    expect(await notice(/Most zárva vagyunk/)).toHaveTextContent(
      'Most zárva vagyunk — ma 17:00-kor nyitunk; előrendelést már most leadhatsz.',
    );
  });

  it('names the weekday when the next opening is after tomorrow', async () => {
    // Saturday 23:00; closed all Sunday.
    openMenu('2026-11-28T22:00:00Z');
    expect(await notice(/Most zárva vagyunk/)).toHaveTextContent(
      'Most zárva vagyunk — hétfőn 11:00-kor nyitunk; előrendelést már most leadhatsz.',
    );
  });

  it('says it in English', async () => {
    await i18n.changeLanguage('en');
    openMenu('2026-11-28T15:00:00Z');
    expect(await notice(/We are closed now/)).toHaveTextContent(
      'We are closed now — we open today at 17:00; you can pre-order.',
    );
  });

  it('tells of a short break and when orders resume', async () => {
    // Monday 13:00, open, orders paused until 19:30.
    openMenu('2026-11-23T12:00:00Z', {
      'GET /api/order/busy': () => pausedUntil(new Date('2026-11-23T18:30:00Z')),
    });
    expect(await notice(/Rövid szünetet tartunk/)).toHaveTextContent(
      'Rövid szünetet tartunk, 19:30-kor folytatjuk; előrendelést leadhatsz.',
    );
  });

  it('stays away while the kitchen is open and takes orders', async () => {
    const api = openMenu('2026-11-23T12:00:00Z');
    await screen.findByRole('heading', { level: 1, name: 'Levesek' }, coldLoad);
    await waitFor(() => expect(callsTo(api, 'GET /api/order/get-active-state')).toHaveLength(1));
    await act(async () => {});
    expect(screen.getByText('Gulyásleves')).toBeInTheDocument();
    expect(screen.queryByText(/zárva vagyunk|szünetet tartunk/)).not.toBeInTheDocument();
  });

  it('shows in the cart too', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T15:00:00Z') });
    serveApi({ 'GET /api/opening-hours': () => splitWeek });
    storeCart(2);
    renderApp('/cart');
    expect(await notice(/Most zárva vagyunk/)).toHaveTextContent(/ma 17:00-kor nyitunk/);
  });
});
