import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { addProductToCart } from '../../lib/cartStore.ts';
import { customerUser, renderWithProviders, staffUser } from '../../test/render.tsx';
import styles from './NavBar.module.css';
import { NavBar } from './NavBar.tsx';

const mainMenu = () => screen.getByRole('navigation', { name: /Főmenü|Main menu/ });

describe('the navigation bar', () => {
  it('links to the public pages and the login in Hungarian', () => {
    renderWithProviders(<NavBar />);
    const menu = mainMenu();
    expect(within(menu).getByRole('link', { name: 'Kezdőlap' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: 'Házhozszállítás' })).toHaveAttribute('href', '/foods');
    expect(within(menu).getByRole('link', { name: 'Kapcsolat' })).toHaveAttribute('href', '/contact');
    expect(within(menu).getByRole('link', { name: 'Térkép' })).toHaveAttribute('href', '/map');
    expect(within(menu).getByRole('link', { name: 'Bejelentkezés' })).toHaveAttribute('href', '/login');
    expect(within(menu).queryByRole('link', { name: 'Vezérlőpult' })).not.toBeInTheDocument();
  });

  it('links to the same pages in English after switching language', async () => {
    renderWithProviders(<NavBar />);
    await userEvent.click(screen.getByRole('button', { name: /^EN/ }));
    const menu = mainMenu();
    for (const name of ['Home', 'Home delivery', 'Contact', 'Map', 'Log in']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('names the cart link with the number of items', () => {
    renderWithProviders(<NavBar />);
    expect(screen.getByRole('link', { name: 'Kosár, üres' })).toHaveAttribute('href', '/cart');
    act(() => {
      addProductToCart(1, 'Gulyásleves');
      addProductToCart(1, 'Gulyásleves');
      addProductToCart(2, 'Rétes');
    });
    expect(screen.getByRole('link', { name: 'Kosár, 3 tétel' })).toBeInTheDocument();
  });

  it('says "3 items" in English', async () => {
    addProductToCart(1, 'Goulash');
    addProductToCart(2, 'Strudel');
    addProductToCart(3, 'Pickles');
    await i18n.changeLanguage('en');
    renderWithProviders(<NavBar />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('shows staff the dashboard link and a logged-in label with their name', () => {
    renderWithProviders(<NavBar />, { user: staffUser });
    const menu = mainMenu();
    expect(within(menu).getByRole('link', { name: 'Vezérlőpult' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByText('Bejelentkezve: Kovács Anna')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/profile');
  });

  it('gives a customer the profile link but no dashboard', () => {
    renderWithProviders(<NavBar />, { user: customerUser });
    const menu = mainMenu();
    expect(within(menu).getByRole('link', { name: 'Profil' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Vezérlőpult' })).not.toBeInTheDocument();
    expect(within(menu).queryByText(/Bejelentkezve/)).not.toBeInTheDocument();
  });

  it('opens the side menu from the keyboard and closes it with Escape, back on the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavBar />);
    const toggle = screen.getByRole('button', { name: 'Menü' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', mainMenu().id);

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(mainMenu()).getByRole('link', { name: 'Kezdőlap' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('turns compact past 222 px on a wide screen, and back above it, though the shrinking bar moves the page up', () => {
    // The bar is 24 px (1.5rem) shorter when compact, and the browser's scroll anchoring moves the page by as much:
    // `top` is where the page would be under the tall bar. Comparing scrollY with 222 px alone flipped the look with
    // each render until React gave up (error #185 on the dashboard, scrolled just past the threshold).
    const width = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    let top = 0;
    const compact = () =>
      document.querySelector('header')?.classList.contains(styles.scrolled as string) ?? false;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => top - (compact() ? 24 : 0) });
    try {
      renderWithProviders(<NavBar />);
      const scrollTo = (to: number) => {
        top = to;
        act(() => {
          window.dispatchEvent(new Event('scroll'));
        });
      };
      expect(compact()).toBe(false);
      scrollTo(223);
      expect(compact()).toBe(true);
      scrollTo(300);
      expect(compact()).toBe(true);
      scrollTo(200);
      expect(compact()).toBe(false);
      scrollTo(222);
      expect(compact()).toBe(false);
      scrollTo(223);
      expect(compact()).toBe(true);
    } finally {
      if (width) Object.defineProperty(window, 'innerWidth', width);
      if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
    }
  });

  it('closes the side menu when a link is followed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavBar />);
    const toggle = screen.getByRole('button', { name: 'Menü' });
    await user.click(toggle);
    await user.click(within(mainMenu()).getByRole('link', { name: 'Kapcsolat' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
