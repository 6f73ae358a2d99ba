import type { LunchWeek } from '@konyha/domain/lunch/lunch-menu.schemas';
import { aProduct } from '@konyha/domain/testing/product.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { day, lunchWeek, variant, WEEK, wednesdayNoon } from '../../features/lunch-menu/testing.ts';
import { Toasts } from '../../lib/toasts/Toasts.tsx';
import { coldLoad, renderWithProviders, staffUser } from '../../test/render.tsx';
import { sentBody, stubApi } from '../shared/testApi.ts';
import { LunchMenuScreen } from './LunchMenuScreen.tsx';

const LAST_WEEK = '2026-W47';
/** Last week: Monday's and Wednesday's A and B menus, the mains dishes of the menu. */
const lastWeek: LunchWeek = {
  week: LAST_WEEK,
  days: [
    day('2026-11-16', [variant({ code: 'A', price: 2390 })]),
    day('2026-11-18', [
      variant({ code: 'A', price: 2490, portions: 40, portionsLeft: 0 }),
      variant({ code: 'B', price: 2690, mainOnlyPrice: 1990, soup: null }),
    ]),
  ],
};
const foods = [
  aProduct({ id: 1, name: 'Gulyásleves', nameEnglish: 'Goulash soup', group: 'SOUP' }),
  aProduct({ id: 12, name: 'Rántott csirkemell', nameEnglish: 'Breaded chicken breast', group: 'POULTRY' }),
];

type Answer = { status: number; body: unknown };

/** The editor's API: the weeks stored, the menu's foods, the VAT rates; a PUT answers what it got unless refused. */
function serve(weeks: Record<string, LunchWeek>, refusal?: Answer) {
  return stubApi((url, init) => {
    if (init?.method === 'PUT' && url.startsWith('/api/lunch-menu/'))
      return refusal ?? { body: { week: WEEK, days: (sentBody(init) as LunchWeek).days } };
    const week = /^\/api\/lunch-menu\?week=(.+)$/.exec(url)?.[1];
    if (week) return { body: weeks[week] ?? { week, days: [] } };
    if (url === '/api/product/foods') return { body: { products: foods } };
    if (url === '/api/settings/vat') return { body: { rates: [27, 18, 5, 0], deliveryRate: 27 } };
    return undefined;
  });
}
const putOf = (api: ReturnType<typeof serve>) => {
  const call = api.mock.calls.find(([, init]) => init?.method === 'PUT');
  return call && { url: call[0], body: sentBody(call[1]) as { days: LunchWeek['days'] } };
};

const dayCard = (title: string) => screen.getByRole('region', { name: title });
const variantOf = (title: string) => screen.getByRole('group', { name: title });

async function openEditor() {
  renderWithProviders(
    <>
      <LunchMenuScreen />
      <Toasts />
    </>,
    { user: staffUser },
  );
  await screen.findByRole('region', { name: 'november 23., hétfő' }, coldLoad);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: wednesdayNoon });
});

describe('the lunch menu editor', () => {
  it('shows the week’s days with their variants, and a day without any as having no lunch menu', async () => {
    serve({ [WEEK]: lunchWeek });
    await openEditor();
    const wednesdayA = variantOf('november 25., szerda: A menü');
    expect(within(wednesdayA).getByLabelText(/^Ár \(Ft\)/)).toHaveValue('2490');
    expect(within(wednesdayA).getByLabelText(/^Csak főétel ára/)).toHaveValue('1990');
    expect(
      within(dayCard('november 24., kedd')).getByText('Nincs napi menü ezen a napon.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ablakmatrica angolul (PDF)' })).toHaveAttribute(
      'href',
      `/api/lunch-menu/${WEEK}.pdf?lang=en&format=sticker`,
    );
  });

  it('copies last week in one tap, each day a week on, and saves it', async () => {
    const user = userEvent.setup();
    const api = serve({ [LAST_WEEK]: lastWeek });
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Múlt heti másolása' }));
    const wednesdayB = await screen.findByRole('group', { name: 'november 25., szerda: B menü' });
    expect(within(wednesdayB).getByLabelText(/^Ár \(Ft\)/)).toHaveValue('2690');
    await user.click(screen.getByRole('button', { name: 'Hét mentése' }));
    await waitFor(() => expect(putOf(api)).toBeDefined());
    const put = putOf(api);
    expect(put?.url).toBe(`/api/lunch-menu/${WEEK}`);
    expect(put?.body.days.map((saved) => saved.date)).toEqual(['2026-11-23', '2026-11-25']);
    expect(put?.body.days[1]?.variants[1]).toEqual({
      code: 'B',
      price: 2690,
      mainOnlyPrice: 1990,
      portions: null,
      vatRate: 27,
      soup: null,
      main: {
        productId: 12,
        name: 'Rántott csirkemell',
        nameEnglish: 'Breaded chicken breast',
        allergenics: [],
      },
    });
    expect(put?.body.days[1]?.variants[0]).toMatchObject({ code: 'A', portions: 40 });
  });

  it('adds a variant typed for the day and removes one', async () => {
    const user = userEvent.setup();
    const api = serve({ [WEEK]: lunchWeek });
    await openEditor();
    await user.click(within(dayCard('november 24., kedd')).getByRole('button', { name: 'Menü hozzáadása' }));
    const tuesdayA = variantOf('november 24., kedd: A menü');
    await user.type(within(tuesdayA).getByLabelText(/^Ár \(Ft\)/), '2290');
    await user.selectOptions(within(tuesdayA).getAllByLabelText('Étel')[0] as HTMLElement, 'Nincs leves');
    const main = within(tuesdayA).getByRole('group', { name: 'Főétel' });
    await user.type(within(main).getByLabelText(/^Név \(magyar\)/), 'Töltött káposzta');
    await user.type(within(main).getByLabelText(/^Név \(angol\)/), 'Stuffed cabbage');
    await user.click(within(main).getByLabelText('Csípős'));
    await user.click(
      within(variantOf('november 25., szerda: B menü')).getByRole('button', {
        name: 'Törlés: november 25., szerda: B menü',
      }),
    );
    expect(screen.queryByRole('group', { name: 'november 25., szerda: B menü' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hét mentése' }));
    await waitFor(() => expect(putOf(api)).toBeDefined());
    const days = putOf(api)?.body.days ?? [];
    expect(days.map((saved) => saved.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(days[1]?.variants).toEqual([
      {
        code: 'A',
        price: 2290,
        mainOnlyPrice: null,
        portions: null,
        vatRate: 27,
        soup: null,
        main: {
          productId: null,
          name: 'Töltött káposzta',
          nameEnglish: 'Stuffed cabbage',
          allergenics: ['HOT'],
        },
      },
    ]);
    expect(days[2]?.variants.map((kept) => kept.code)).toEqual(['A']);
  });

  it('picks a soup and a main of the menu, with their names and marks', async () => {
    const user = userEvent.setup();
    const api = serve({});
    await openEditor();
    await user.click(within(dayCard('november 23., hétfő')).getByRole('button', { name: 'Menü hozzáadása' }));
    const mondayA = variantOf('november 23., hétfő: A menü');
    await user.type(within(mondayA).getByLabelText(/^Ár \(Ft\)/), '2190');
    const [soup, main] = within(mondayA).getAllByLabelText('Étel');
    await user.selectOptions(soup as HTMLElement, 'Gulyásleves');
    await user.selectOptions(main as HTMLElement, 'Rántott csirkemell');
    expect(within(mondayA).queryByLabelText(/^Név/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hét mentése' }));
    await waitFor(() => expect(putOf(api)).toBeDefined());
    expect(putOf(api)?.body.days[0]?.variants[0]).toMatchObject({
      soup: { productId: 1, name: 'Gulyásleves', nameEnglish: 'Goulash soup', allergenics: [] },
      main: { productId: 12, name: 'Rántott csirkemell', nameEnglish: 'Breaded chicken breast' },
    });
  });

  it('shows a field the server refused at its input, the body’s day mapped back to the weekday', async () => {
    const user = userEvent.setup();
    serve(
      { [WEEK]: lunchWeek },
      {
        status: 400,
        body: {
          errorType: 'VALIDATION_ERROR',
          message: 'days.1.variants.1.price: invalidPrice',
          field: 'days.1.variants.1.price',
        },
      },
    );
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Hét mentése' }));
    const price = within(variantOf('november 25., szerda: B menü')).getByLabelText(/^Ár \(Ft\)/);
    await waitFor(() => expect(price).toHaveAccessibleDescription('Érvénytelen ár'));
    expect(price).toHaveFocus();
  });

  it('refuses an empty price before sending', async () => {
    const user = userEvent.setup();
    const api = serve({ [WEEK]: lunchWeek });
    await openEditor();
    const price = within(variantOf('november 25., szerda: A menü')).getByLabelText(/^Ár \(Ft\)/);
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Hét mentése' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription('Kötelező'));
    expect(putOf(api)).toBeUndefined();
  });
});
