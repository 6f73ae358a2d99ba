import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderApp } from '../../test/render.tsx';
import { product, serveMenu } from './testing.ts';

// The ordering notice's rules load after the page (lazily); loaded before the tests, no test waits for them.
await import('./notice/NoticeText.tsx');

const soups = [
  product({ id: 1, name: 'Gulyásleves', allergenics: ['LACTOSE_FREE', 'HOT'] }),
  product({ id: 2, name: 'Gombaleves', allergenics: ['VEGETARIAN', 'GLUTEN_FREE'] }),
  product({ id: 3, name: 'Paradicsomleves', allergenics: ['VEGETARIAN', 'GLUTEN_FREE', 'LACTOSE_FREE'] }),
  product({ id: 4, name: 'Babgulyás', allergenics: ['GLUTEN_FREE', 'HOT'] }),
];

const names = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const filters = () => screen.getByRole('navigation', { name: 'Szűrés étrend szerint' });
const chip = (name: string) => within(filters()).getByRole('link', { name });

describe('the dietary filters', () => {
  it('offer every diet as a link that switches it on, none chosen at first', async () => {
    serveMenu({ foods: soups });
    renderApp('/foods/soups');
    await screen.findByRole('article', { name: 'Gulyásleves' });
    const links = within(filters()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Vegetáriánus', '/foods/soups?diet=vegetarian'],
      ['Gluténmentes', '/foods/soups?diet=gluten-free'],
      ['Laktózmentes', '/foods/soups?diet=lactose-free'],
      ['Nem csípős', '/foods/soups?diet=not-hot'],
    ]);
    for (const link of links) expect(link).not.toHaveAttribute('aria-current');
    expect(screen.getByText('4 étel')).toBeInTheDocument();
  });

  it('show the dishes of every diet in the URL, mark them chosen, and link to each switched', async () => {
    serveMenu({ foods: soups });
    renderApp('/foods/soups?diet=gluten-free,vegetarian');
    await screen.findByRole('article', { name: 'Gombaleves' });
    expect(names()).toEqual(['Gombaleves', 'Paradicsomleves']);
    expect(chip('Vegetáriánus')).toHaveAttribute('aria-current', 'true');
    expect(chip('Vegetáriánus')).toHaveAttribute('href', '/foods/soups?diet=gluten-free');
    expect(chip('Gluténmentes')).toHaveAttribute('aria-current', 'true');
    expect(chip('Laktózmentes')).not.toHaveAttribute('aria-current');
    expect(chip('Laktózmentes')).toHaveAttribute(
      'href',
      '/foods/soups?diet=vegetarian,gluten-free,lactose-free',
    );
    expect(screen.getByText('2 étel')).toHaveAttribute('aria-live', 'polite');
  });

  it('keep the dishes without anything hot for "not hot"', async () => {
    serveMenu({ foods: soups });
    renderApp('/foods/soups?diet=not-hot');
    await screen.findByRole('article', { name: 'Gombaleves' });
    expect(names()).toEqual(['Gombaleves', 'Paradicsomleves']);
  });

  it('narrow the list when tapped, keep the choice in the URL and count the dishes', async () => {
    serveMenu({ foods: soups });
    const { router } = renderApp('/foods/soups');
    await screen.findByRole('article', { name: 'Gulyásleves' });
    await userEvent.click(chip('Gluténmentes'));
    expect(names()).toEqual(['Gombaleves', 'Paradicsomleves', 'Babgulyás']);
    await userEvent.click(chip('Laktózmentes'));
    expect(router.state.location.search).toBe('?diet=gluten-free,lactose-free');
    expect(names()).toEqual(['Paradicsomleves']);
    expect(screen.getByText('1 étel')).toBeInTheDocument();
    await userEvent.click(chip('Gluténmentes'));
    expect(names()).toEqual(['Gulyásleves', 'Paradicsomleves']);
  });

  it('keep the chosen diets when the guest moves to another group', async () => {
    serveMenu({ foods: soups });
    renderApp('/foods/soups?diet=vegetarian');
    const categories = await screen.findByRole('navigation', { name: 'Kategóriák' });
    expect(within(categories).getByRole('link', { name: 'Desszertek' })).toHaveAttribute(
      'href',
      '/foods/desserts?diet=vegetarian',
    );
  });

  it('leave the drinks whole, keeping the chosen diets for the way back to the food', async () => {
    const cordial = product({ id: 20, name: 'Szörp', type: 'DRINK', group: 'SOFT_DRINK', allergenics: [] });
    serveMenu({ foods: soups, drinks: [cordial] });
    renderApp('/foods/soft-drinks?diet=vegetarian');
    expect(await screen.findByRole('article', { name: 'Szörp' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Szűrés étrend szerint' })).not.toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Kategóriák' });
    expect(within(categories).getByRole('link', { name: 'Levesek' })).toHaveAttribute(
      'href',
      '/foods/soups?diet=vegetarian',
    );
  });

  it('say when nothing matches and offer to clear the filters', async () => {
    serveMenu({ foods: soups.slice(0, 1) });
    const { router } = renderApp('/foods/soups?diet=vegetarian');
    expect(await screen.findByText('0 étel')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(
      screen.getByText('Ebben a kategóriában semmi sem felel meg a választott szűrőknek.', { exact: false }),
    ).toBeInTheDocument();
    const clear = screen.getByRole('link', { name: 'Szűrők törlése' });
    expect(clear).toHaveAttribute('href', '/foods/soups');
    await userEvent.click(clear);
    expect(router.state.location.search).toBe('');
    expect(names()).toEqual(['Gulyásleves']);
    expect(screen.getByText('1 étel')).toBeInTheDocument();
  });

  it('speak English in English', async () => {
    serveMenu({ foods: soups });
    await i18n.changeLanguage('en');
    renderApp('/foods/soups?diet=vegetarian');
    expect(await screen.findByText('2 dishes')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dietary filters' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Vegetarian', 'Gluten free', 'Lactose free', 'Not hot']);
    expect(within(nav).getByRole('link', { name: 'Vegetarian' })).toHaveAttribute('aria-current', 'true');
  });

  it('count one dish in the singular in English', async () => {
    serveMenu({ foods: soups });
    await i18n.changeLanguage('en');
    renderApp('/foods/soups?diet=gluten-free,lactose-free');
    expect(await screen.findByText('1 dish')).toBeInTheDocument();
  });
});
