import type { Photo, Product } from '@konyha/domain/menu/products';
import { aProduct } from '@konyha/domain/testing/product.fixture';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stubApi.ts';
import { maxPhotoBytes, ProductPhotoField } from './ProductPhotoField.tsx';

const photo: Photo = {
  width: 1200,
  height: 800,
  variants: [
    { format: 'avif', width: 400, url: '/api/product/photo/abcdef0123456789-400.avif' },
    { format: 'webp', width: 800, url: '/api/product/photo/abcdef0123456789-800.webp' },
    { format: 'webp', width: 400, url: '/api/product/photo/abcdef0123456789-400.webp' },
  ],
};

const soup: Product = aProduct({ id: 7 });

const image = (type: string, size?: number) => {
  const file = new File([new Uint8Array([1, 2, 3])], 'gulyas', { type });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('ProductPhotoField', () => {
  it('uploads the chosen file itself with its content type and shows the new photo', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ 'PUT /api/product/7/photo': { body: { products: [{ ...soup, photo }] } } });
    renderWithProviders(<ProductPhotoField product={soup} />);
    expect(screen.getByText(/Még nincs fotó/)).toBeInTheDocument();

    const file = image('image/png');
    await user.upload(screen.getByLabelText('Fotó feltöltése'), file);

    const preview = await screen.findByRole('img', { name: 'Gulyásleves jelenlegi fotója' });
    expect(preview).toHaveAttribute('src', '/api/product/photo/abcdef0123456789-400.webp');
    expect(preview).toHaveAttribute('height', '160');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/product/7/photo');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(file);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('image/png');
  });

  it('refuses a photo over 10 MB without sending it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    renderWithProviders(<ProductPhotoField product={soup} />);
    const input = screen.getByLabelText('Fotó feltöltése');
    await user.upload(input, image('image/jpeg', maxPhotoBytes + 1));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('A fotó túl nagy: legfeljebb 10 MB lehet.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a file that is no image at the field", async () => {
    const user = userEvent.setup();
    stubApi({ 'PUT /api/product/7/photo': { status: 400, body: { errorType: 'VALIDATION_ERROR' } } });
    renderWithProviders(<ProductPhotoField product={soup} />);
    const input = screen.getByLabelText('Fotó feltöltése');
    await user.upload(input, image('image/jpeg'));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(expect.stringContaining('nem használható képként')),
    );
  });

  it('removes the current photo', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ 'DELETE /api/product/7/photo': { body: { products: [soup] } } });
    renderWithProviders(<ProductPhotoField product={{ ...soup, photo }} />);
    expect(screen.getByRole('img', { name: 'Gulyásleves jelenlegi fotója' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fotó törlése' }));
    await waitFor(() => expect(screen.queryByRole('img')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/product/7/photo',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});
