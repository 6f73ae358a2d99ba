import type { Product } from '@konyha/domain/menu/products';
import { aProduct } from '@konyha/domain/testing/product.fixture';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProductForm } from './ProductForm.tsx';

const lunchSoup: Product = aProduct({
  id: 9,
  availability: [{ days: ['SATURDAY', 'SUNDAY'], from: '09:00', to: '12:00' }],
});

function renderForm(product: Product, onSave = vi.fn(async (): Promise<unknown> => undefined)) {
  renderWithProviders(
    <ProductForm product={product} mainFieldsEditable submitLabel="Mentés" onSave={onSave} />,
  );
  return onSave;
}

const windowBox = (number: number) => screen.getByRole('group', { name: `${number}. időablak` });
const timeInput = (number: number, label: 'Kezdete' | 'Vége') =>
  within(windowBox(number)).getByLabelText(new RegExp(`^${label}`));
const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Mentés' }));

describe('the availability editor of the product form', () => {
  it('says a dish without windows is always available, adds a weekday lunch window and saves it', async () => {
    const user = userEvent.setup();
    const onSave = renderForm(aProduct({ id: 3 }));
    const editor = screen.getByRole('group', { name: 'Mikor rendelhető' });
    expect(within(editor).getByText('Nincs időablak: mindig rendelhető.')).toBeInTheDocument();

    await user.click(within(editor).getByRole('button', { name: 'Időablak hozzáadása' }));
    const days = within(windowBox(1)).getByRole('group', { name: /Napok/ });
    expect(within(days).getByRole('checkbox', { name: 'Hétfő' })).toBeChecked();
    expect(within(days).getByRole('checkbox', { name: 'Szombat' })).not.toBeChecked();
    expect(timeInput(1, 'Kezdete')).toHaveValue('11:00');
    expect(timeInput(1, 'Vége')).toHaveValue('15:00');

    await user.click(within(days).getByRole('checkbox', { name: 'Péntek' }));
    await user.clear(timeInput(1, 'Vége'));
    await user.type(timeInput(1, 'Vége'), '14:30');
    await save(user);
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        availability: [{ days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'], from: '11:00', to: '14:30' }],
      }),
    );
  });

  it('shows a dish’s windows and sends them back unchanged, its group’s left out', async () => {
    const user = userEvent.setup();
    const onSave = renderForm({
      ...lunchSoup,
      groupAvailability: [{ days: ['MONDAY'], from: '08:00', to: '20:00' }],
    });
    const days = within(windowBox(1)).getByRole('group', { name: /Napok/ });
    expect(within(days).getByRole('checkbox', { name: 'Vasárnap' })).toBeChecked();
    expect(within(days).getByRole('checkbox', { name: 'Hétfő' })).not.toBeChecked();
    await save(user);
    const [sent] = onSave.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(sent.availability).toEqual(lunchSoup.availability);
    expect(sent).not.toHaveProperty('groupAvailability');
  });

  it('names an end before the start at the end’s input, and a window without days at its days', async () => {
    const user = userEvent.setup();
    const onSave = renderForm(lunchSoup);
    await user.clear(timeInput(1, 'Vége'));
    await user.type(timeInput(1, 'Vége'), '08:00');
    const days = within(windowBox(1)).getByRole('group', { name: /Napok/ });
    await user.click(within(days).getByRole('checkbox', { name: 'Szombat' }));
    await user.click(within(days).getByRole('checkbox', { name: 'Vasárnap' }));
    await save(user);

    expect(onSave).not.toHaveBeenCalled();
    expect(timeInput(1, 'Vége')).toHaveAccessibleDescription('A vége nem lehet a kezdete előtt');
    expect(timeInput(1, 'Kezdete')).not.toHaveAttribute('aria-invalid');
    expect(days).toHaveAccessibleDescription('Jelölj be legalább egy napot');
  });

  it('shows the server’s refusal of a window’s end at that input', async () => {
    const user = userEvent.setup();
    const refusal = new ApiRequestError(
      'VALIDATION_ERROR',
      400,
      'availability.0.to',
      'availability.0.to: beforeFrom',
    );
    renderForm(
      lunchSoup,
      vi.fn(() => Promise.reject(refusal)),
    );
    await save(user);
    expect(timeInput(1, 'Vége')).toHaveAccessibleDescription('A vége nem lehet a kezdete előtt');
    expect(timeInput(1, 'Vége')).toHaveFocus();
  });

  it('removes a window by keyboard, the focus on the add button, leaving the dish always available', async () => {
    const user = userEvent.setup();
    const onSave = renderForm(lunchSoup);
    within(windowBox(1)).getByRole('button', { name: 'Törlés: 1. időablak' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: '1. időablak' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Időablak hozzáadása' })).toHaveFocus();
    await save(user);
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ availability: [] }));
  });

  it('speaks English, with the weekdays named', async () => {
    await i18n.changeLanguage('en');
    renderForm(lunchSoup);
    const window = screen.getByRole('group', { name: 'Window 1' });
    expect(within(window).getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    expect(within(window).getByLabelText(/^Until/)).toHaveValue('12:00');
    expect(screen.getByRole('button', { name: 'Add window' })).toBeInTheDocument();
  });
});
