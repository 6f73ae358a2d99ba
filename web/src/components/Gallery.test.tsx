import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Gallery } from './Gallery.tsx';

const image = (name: string) => ({
  base: `/images/${name}`,
  widths: [640, 1280],
  width: 1280,
  height: 853,
  alt: `Photo of the ${name}`,
  caption: name,
});
const images = [image('Kisterem'), image('Pince'), image('Nagyterem')];

describe('the photo lightbox', () => {
  it('opens on a thumbnail, steps with the arrow keys, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Gallery images={images} />);
    const thumbnail = screen.getByRole('button', { name: 'Nagyobb kép: Pince' });

    await user.click(thumbnail);
    const dialog = screen.getByRole('dialog', { name: 'Pince' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('img', { name: 'Photo of the Pince' })).toBeInTheDocument();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Nagyterem' })).toBeInTheDocument();
    expect(screen.getByText('3 / 3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Kisterem' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Nagyterem' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('has buttons for previous, next and close', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Gallery images={images} />);
    const thumbnail = screen.getByRole('button', { name: 'Nagyobb kép: Kisterem' });
    await user.click(thumbnail);

    await user.click(screen.getByRole('button', { name: 'Következő kép' }));
    expect(screen.getByRole('dialog', { name: 'Pince' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Előző kép' }));
    await user.click(screen.getByRole('button', { name: 'Előző kép' }));
    expect(screen.getByRole('dialog', { name: 'Nagyterem' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bezárás' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });
});
