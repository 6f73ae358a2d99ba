import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** The two menu PDFs' links, as the home page and the menu page show them. */
export const menuPdfLinks = {
  'Magyar nyelvű étlap (PDF)': '/api/menu/pdf/hu',
  'Angol nyelvű étlap (PDF)': '/api/menu/pdf/en',
};

/** Each link, found by its accessible name, leads where it should. */
export function expectLinks(links: Record<string, string>) {
  for (const [name, href] of Object.entries(links))
    expect(screen.getByRole('link', { name }), name).toHaveAttribute('href', href);
}
