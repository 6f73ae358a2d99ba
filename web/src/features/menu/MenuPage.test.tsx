import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { expectLinks, menuPdfLinks } from '../../test/links.ts';
import { renderApp } from '../../test/render.tsx';
import { product, serveMenu } from './testing.ts';

// The ordering notice's rules load after the page (lazily); loaded before the tests, no test waits for them.
await import('./notice/NoticeText.tsx');

const foods = [
  product({}),
  product({
    id: 2,
    name: 'Jókai bableves',
    nameEnglish: 'Jókai bean soup',
    price: 12990,
    orderable: false,
    allergenics: [],
  }),
  product({
    id: 3,
    name: 'Rántott sajt',
    nameEnglish: 'Fried cheese',
    group: 'STARTER',
    allergenics: ['VEGETARIAN'],
  }),
];
const drinks = [
  product({ id: 20, name: 'Szörp', nameEnglish: 'Cordial', type: 'DRINK', group: 'SOFT_DRINK', price: 690 }),
];

const serve = ({ fail = false } = {}) => serveMenu({ foods, drinks, fail });

const card = (name: string) => screen.getByRole('article', { name });

// Testing Library compares texts with runs of whitespace (the non-breaking spaces of prices too) read as one space.
describe('the menu page', () => {
  it('shows the products of the group with their Hungarian names and forint prices', async () => {
    serve();
    renderApp('/foods/soups');
    expect(await screen.findByRole('heading', { level: 1, name: 'Levesek' })).toBeInTheDocument();
    const soup = await screen.findByRole('article', { name: 'Gulyásleves' });
    expect(within(soup).getByText('2 490 Ft')).toBeInTheDocument();
    expect(within(soup).getByText('Marhahúsos leves burgonyával')).toBeInTheDocument();
    expect(within(soup).getByRole('img', { name: 'Laktózmentes' })).toBeInTheDocument();
    expect(within(soup).getByRole('img', { name: 'Csípős' })).toBeInTheDocument();
    expect(within(card('Jókai bableves')).getByText('12 990 Ft')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Rántott sajt' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Levesek – Étlap · Konyha'));
  });

  it('shows English names, descriptions and prices in English', async () => {
    serve();
    await i18n.changeLanguage('en');
    renderApp('/foods/soups');
    const soup = await screen.findByRole('article', { name: 'Goulash soup' });
    expect(within(soup).getByText('Beef soup with potatoes')).toBeInTheDocument();
    expect(within(card('Jókai bean soup')).getByText('12,990 Ft')).toBeInTheDocument();
  });

  it('marks an unavailable product and disables its add button', async () => {
    serve();
    renderApp('/foods/soups');
    const beans = await screen.findByRole('article', { name: 'Jókai bableves' });
    expect(within(beans).getByText('Jelenleg nem rendelhető')).toBeInTheDocument();
    expect(within(beans).getByRole('button', { name: 'Kosárba: Jókai bableves' })).toBeDisabled();
    expect(within(card('Gulyásleves')).getByRole('button', { name: 'Kosárba: Gulyásleves' })).toBeEnabled();
  });

  it('puts a product in the cart, updates the cart icon and confirms it', async () => {
    serve();
    renderApp('/foods/soups');
    const soup = await screen.findByRole('article', { name: 'Gulyásleves' });
    await userEvent.click(within(soup).getByRole('button', { name: 'Kosárba: Gulyásleves' }));
    expect(screen.getByRole('link', { name: 'Kosár, 1 tétel' })).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Gulyásleves a kosárba került')).toBeInTheDocument();
  });

  it('shows drinks from the drinks list', async () => {
    const fetchMock = serve();
    renderApp('/foods/soft-drinks');
    expect(await screen.findByRole('article', { name: 'Szörp' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/product/drinks',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('says so when a group has no products', async () => {
    serve();
    renderApp('/foods/desserts');
    expect(await screen.findByText('Ebben a kategóriában jelenleg nincs termék.')).toBeInTheDocument();
  });

  it('treats a failed call as an empty menu', async () => {
    serve({ fail: true });
    renderApp('/foods/soups');
    expect(await screen.findByText('Ebben a kategóriában jelenleg nincs termék.')).toBeInTheDocument();
  });

  it('lists all food groups and then the drinks in the category menu', async () => {
    serve();
    renderApp('/foods/soups');
    const categories = await screen.findByRole('navigation', { name: 'Kategóriák' });
    const links = within(categories).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/foods/appetisers',
      '/foods/soups',
      '/foods/poultry',
      '/foods/fish',
      '/foods/pork',
      '/foods/beef',
      '/foods/konyha-dishes',
      '/foods/garnishes',
      '/foods/pickles',
      '/foods/desserts',
      '/foods/soft-drinks',
      '/foods/beers',
      '/foods/wines',
      '/foods/spirits',
      '/foods/hot-drinks',
    ]);
    expect(within(categories).getByRole('link', { name: 'Levesek' })).toHaveAttribute('aria-current', 'page');
  });

  it('explains the allergen icons and offers the menu PDFs in both languages', async () => {
    serve();
    renderApp('/foods/soups');
    const legend = await screen.findByRole('region', { name: 'Jelmagyarázat' });
    for (const label of ['Gluténmentes', 'Laktózmentes', 'Csípős', 'Vegetáriánus']) {
      expect(within(legend).getByText(label)).toBeInTheDocument();
    }
    expectLinks(menuPdfLinks);
  });

  it('shows the group illustration and hides it when the file is missing', async () => {
    serve();
    const { container } = renderApp('/foods/soups');
    await screen.findByRole('heading', { level: 1, name: 'Levesek' });
    const illustration = container.querySelector('img[src="/images/menu-soups-480.webp"]');
    expect(illustration?.parentElement?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/images/menu-soups-480.avif 480w',
    );
    fireEvent.error(illustration as Element);
    expect(illustration?.parentElement).toHaveAttribute('hidden');
  });

  it('sends an unknown group to the appetisers', async () => {
    serve();
    const { router } = renderApp('/foods/starters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Előételek' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/foods/appetisers');
    expect(await screen.findByRole('article', { name: 'Rántott sajt' })).toBeInTheDocument();
  });

  it('sends /foods to the appetisers', async () => {
    serve();
    const { router } = renderApp('/foods');
    expect(await screen.findByRole('heading', { level: 1, name: 'Előételek' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/foods/appetisers');
  });
});
