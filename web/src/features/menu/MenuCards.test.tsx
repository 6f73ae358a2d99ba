import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderApp } from '../../test/render.tsx';
import { photo, product, serveMenu, sides } from './testing.ts';

// The ordering notice's rules load after the page (lazily); loaded before the tests, no test waits for them.
await import('./notice/NoticeText.tsx');

const card = (name: string) => screen.findByRole('article', { name });

describe('a dish’s card', () => {
  it('shows its photo in AVIF and WebP at every width, sized in advance, named after the dish', async () => {
    serveMenu({ foods: [product({ photo })] });
    renderApp('/foods/soups');
    const image = within(await card('Gulyásleves')).getByRole('img', { name: 'Gulyásleves' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('src', '/api/product/photo/abc123-800.webp');
    const picture = image.parentElement as HTMLElement;
    expect(picture.tagName).toBe('PICTURE');
    expect(picture.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/api/product/photo/abc123-400.avif 400w, /api/product/photo/abc123-800.avif 800w, /api/product/photo/abc123-1200.avif 1200w',
    );
    expect(picture.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/api/product/photo/abc123-400.webp 400w, /api/product/photo/abc123-800.webp 800w, /api/product/photo/abc123-1200.webp 1200w',
    );
    expect(picture.querySelector('source[type="image/avif"]')).toHaveAttribute('sizes');
  });

  it('loads the first photo at once and the ones below it as the guest scrolls near', async () => {
    serveMenu({
      foods: [
        product({ photo }),
        product({ id: 2, name: 'Halászlé', photo }),
        product({ id: 3, name: 'Jókai bableves', photo }),
      ],
    });
    renderApp('/foods/soups');
    const loading = (name: string) => screen.getByRole('img', { name }).getAttribute('loading');
    await card('Gulyásleves');
    expect(loading('Gulyásleves')).toBe('eager');
    expect(loading('Halászlé')).toBe('lazy');
    expect(loading('Jókai bableves')).toBe('lazy');
  });

  it('shows no picture for a dish without a photo', async () => {
    serveMenu({ foods: [product({ allergenics: [] })] });
    renderApp('/foods/soups');
    expect(within(await card('Gulyásleves')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says a dish marked sold out is sold out today and cannot be added', async () => {
    serveMenu({ foods: [product({ soldOutToday: true })] });
    renderApp('/foods/soups');
    const soup = await card('Gulyásleves');
    expect(within(soup).getByText('Ma elfogyott')).toBeInTheDocument();
    expect(within(soup).getByRole('button', { name: 'Kosárba: Gulyásleves' })).toBeDisabled();
  });

  it('says a dish whose daily portions are gone is sold out today, in English too', async () => {
    serveMenu({ foods: [product({ dailyPortions: 40, portionsLeft: 0 })] });
    await i18n.changeLanguage('en');
    renderApp('/foods/soups');
    const soup = await card('Goulash soup');
    expect(within(soup).getByText('Sold out today')).toBeInTheDocument();
    expect(within(soup).getByRole('button', { name: 'Add to cart: Goulash soup' })).toBeDisabled();
  });

  it('tells how many portions are left when five or fewer, and still takes orders', async () => {
    serveMenu({
      foods: [
        product({ dailyPortions: 40, portionsLeft: 5 }),
        product({ id: 2, name: 'Halászlé', dailyPortions: 40, portionsLeft: 6 }),
      ],
    });
    renderApp('/foods/soups');
    const soup = await card('Gulyásleves');
    expect(within(soup).getByText('Még 5 adag')).toBeInTheDocument();
    expect(within(soup).getByRole('button', { name: 'Kosárba: Gulyásleves' })).toBeEnabled();
    expect(within(await card('Halászlé')).queryByText(/adag/)).not.toBeInTheDocument();
  });

  it('counts the last portion in English', async () => {
    serveMenu({ foods: [product({ dailyPortions: 40, portionsLeft: 1 })] });
    await i18n.changeLanguage('en');
    renderApp('/foods/soups');
    expect(within(await card('Goulash soup')).getByText('1 portion left')).toBeInTheDocument();
  });

  it('lists the options that can be chosen with their extra prices, in both languages', async () => {
    serveMenu({ foods: [product({ optionGroups: [sides] })] });
    renderApp('/foods/soups');
    const choices = within(await card('Gulyásleves')).getByRole('list', { name: 'Választható' });
    expect(
      within(choices).getByText('Köret: rizs, hasábburgonya, burgonyapüré (+200 Ft)'),
    ).toBeInTheDocument();

    await i18n.changeLanguage('en');
    expect(
      within(await card('Goulash soup')).getByText('Side: rice, chips, mash (+200 Ft)'),
    ).toBeInTheDocument();
  });

  it('shows a bottle’s deposit beside its price, and none for a dish without one, in both languages', async () => {
    serveMenu({
      foods: [
        product({ name: 'Dreher sör', nameEnglish: 'Dreher beer', price: 990, deposit: 50 }),
        product({ id: 2 }),
      ],
    });
    renderApp('/foods/soups');
    const beer = await card('Dreher sör');
    expect(within(beer).getByText('990 Ft')).toBeInTheDocument();
    expect(within(beer).getByText('+50 Ft betétdíj')).toBeInTheDocument();
    expect(within(await card('Gulyásleves')).queryByText(/betétdíj/)).not.toBeInTheDocument();

    await i18n.changeLanguage('en');
    expect(within(await card('Dreher beer')).getByText('+50 Ft deposit')).toBeInTheDocument();
  });
});
