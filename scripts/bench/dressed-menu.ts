import type { Product } from '@konyha/domain/menu/products';
import sharp from 'sharp';
import { staffToken } from './requests.ts';

type Staff = { email: string; password: string };

const json = (token: string) => ({ Authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function addGroup(origin: string, token: string, body: unknown): Promise<number> {
  const response = await fetch(`${origin}/api/product/option-groups`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`option group refused: ${await response.text()}`);
  return ((await response.json()) as { optionGroups: { id: number }[] }).optionGroups[0]?.id as number;
}

const option = (name: string, price: number, isDefault = false) => ({
  name,
  nameEnglish: `${name} (en)`,
  price,
  isDefault,
});

/** A camera-sized dish photo of noise, so the encoders have real work; each dish's differs. */
const dishPhoto = (seed: number): Promise<Buffer> =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 100 + seed, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

/**
 * Issue 15's performance figures are for a dressed menu: every food gets a side to choose and extras (what the
 * catalogue serves grows by their groups), and the foods of `photoGroup` (the page Lighthouse measures) a photo.
 */
export async function dressMenu(origin: string, admin: Staff, photoGroup: Product['group']): Promise<void> {
  const token = await staffToken(origin, admin);
  const sides = await addGroup(origin, token, {
    name: 'Köret választás',
    nameEnglish: 'Choice of side',
    required: true,
    min: 1,
    max: 1,
    options: [option('Hasábburgonya', 0, true), option('Rizs', 0), option('Burgonyapüré', 200)],
  });
  const extras = await addGroup(origin, token, {
    name: 'Extrák',
    nameEnglish: 'Extras',
    required: false,
    min: 0,
    max: 5,
    options: [option('Sajt', 350), option('Bacon', 400), option('Tükörtojás', 250), option('Hagyma', 100)],
  });
  const { products } = (await (await fetch(`${origin}/api/product/foods`)).json()) as { products: Product[] };
  for (const [index, product] of products.entries()) {
    const { optionGroups, portionsLeft, photo, ...fields } = product;
    const response = await fetch(`${origin}/api/product/product`, {
      method: 'PUT',
      headers: json(token),
      body: JSON.stringify({ ...fields, optionGroupIds: [sides, extras] }),
    });
    if (!response.ok) throw new Error(`product refused: ${await response.text()}`);
    if (product.group !== photoGroup) continue;
    const uploaded = await fetch(`${origin}/api/product/${product.id}/photo`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
      body: new Uint8Array(await dishPhoto(index)),
    });
    if (!uploaded.ok) throw new Error(`photo refused: ${await uploaded.text()}`);
  }
}
