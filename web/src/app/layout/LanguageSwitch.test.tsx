import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberedLanguage } from '../../i18n/i18n.ts';
import { renderApp, renderWithProviders } from '../../test/render.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

describe('the language switch', () => {
  it('starts in Hungarian', () => {
    renderWithProviders(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: /^HU/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^EN/ })).toHaveAttribute('aria-pressed', 'false');
    expect(rememberedLanguage()).toBe('hu');
  });

  it('switches to English, sets the page language and remembers the choice', async () => {
    renderWithProviders(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: /^EN/ }));
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('konyha.language')).toBe('en');
    expect(rememberedLanguage()).toBe('en');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^EN/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches back to Hungarian', async () => {
    renderWithProviders(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: /^EN/ }));
    await userEvent.click(screen.getByRole('button', { name: /^HU/ }));
    expect(document.documentElement.lang).toBe('hu');
    expect(localStorage.getItem('konyha.language')).toBe('hu');
  });

  it('names each language in that language, in either language', async () => {
    renderWithProviders(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: /^HU ?magyar$/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^EN ?English$/ }));
    expect(screen.getByRole('button', { name: /^HU ?magyar$/ })).toBeInTheDocument();
  });

  it('ignores an unknown remembered language', () => {
    localStorage.setItem('konyha.language', 'de');
    expect(rememberedLanguage()).toBe('hu');
  });

  it('retitles the page in the new language', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Kapcsolat' });
    await waitFor(() => expect(document.title).toBe('Kapcsolat · Konyha'));
    await userEvent.click(screen.getByRole('button', { name: /^EN/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contact · Konyha'));
  });
});
