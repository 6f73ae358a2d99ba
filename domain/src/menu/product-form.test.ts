import { describe, expect, it } from 'vitest';
import { productInputSchema } from './product-form.ts';

const soup = {
  name: 'Gulyásleves',
  nameEnglish: 'Goulash soup',
  type: 'FOOD',
  group: 'SOUP',
  allergenics: ['HOT', 'HOT', 'LACTOSE_FREE'],
  price: 2990,
  loquuId: 1201,
  orderable: true,
} as const;

describe('product form', () => {
  it('keeps a food’s allergens once each and defaults the descriptions', () => {
    expect(productInputSchema.parse(soup)).toMatchObject({
      allergenics: ['HOT', 'LACTOSE_FREE'],
      description: '',
      descriptionEnglish: '',
    });
  });

  it('refuses allergens on a drink, naming the allergens, and takes a drink without any', () => {
    const result = productInputSchema.safeParse({ ...soup, type: 'DRINK', group: 'BEER' });
    expect(result.success ? undefined : result.error.issues).toEqual([
      expect.objectContaining({ path: ['allergenics'], message: 'allergensForFoodOnly' }),
    ]);
    const beer = { ...soup, type: 'DRINK', group: 'BEER', allergenics: [] };
    expect(productInputSchema.parse(beer).allergenics).toEqual([]);
  });

  it('refuses a group of the other category, naming the group', () => {
    const result = productInputSchema.safeParse({ ...soup, group: 'WINE' });
    expect(result.success ? undefined : result.error.issues[0]).toMatchObject({
      path: ['group'],
      message: 'groupNotOfCategory',
    });
  });

  it('requires the names, a whole price and a Loquu ID', () => {
    const result = productInputSchema.safeParse({ ...soup, name: ' ', price: 12.5, loquuId: undefined });
    const messages = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining(['name:required', 'price:wholeNumber', 'loquuId:required']),
    );
  });
});
