import { describe, expect, it } from 'vitest';
import { productGroups } from './catalogue.ts';
import { productNtakCategories } from './product-ntak.ts';

describe('productNtakCategories', () => {
  it("gives a new product its group's categories when the form leaves them out", () => {
    expect(productNtakCategories('BEER', {})).toEqual({ category: 'ALKOHOLOSITAL', sub: 'SOR' });
    expect(productNtakCategories('SOUP', {})).toEqual({ category: 'ETEL', sub: 'LEVES' });
    for (const group of productGroups) expect(productNtakCategories(group, {})).not.toHaveProperty('problem');
  });

  it('keeps what staff chose', () => {
    expect(
      productNtakCategories('SOFT_DRINK', {
        ntakCategory: 'ALKMENTESITAL_NEM_HELYBEN',
        ntakSubCategory: 'VIZ',
      }),
    ).toEqual({ category: 'ALKMENTESITAL_NEM_HELYBEN', sub: 'VIZ' });
    expect(productNtakCategories('SOFT_DRINK', { ntakSubCategory: 'VIZ' })).toEqual({
      category: 'ALKMENTESITAL_NEM_HELYBEN',
      sub: 'VIZ',
    });
  });

  it("keeps a product's own categories while its group stays, and takes the new group's when it changes", () => {
    const water = { group: 'SOFT_DRINK', category: 'ALKMENTESITAL_NEM_HELYBEN', sub: 'VIZ' } as const;
    expect(productNtakCategories('SOFT_DRINK', {}, water)).toEqual({
      category: 'ALKMENTESITAL_NEM_HELYBEN',
      sub: 'VIZ',
    });
    expect(productNtakCategories('BEER', {}, water)).toEqual({ category: 'ALKOHOLOSITAL', sub: 'SOR' });
  });

  it('refuses a sub-category that is not of the main category, and asks for one a main category lacks', () => {
    expect(productNtakCategories('BEER', { ntakSubCategory: 'LEVES' })).toEqual({
      problem: 'ntakSubCategoryNotOfCategory',
    });
    expect(productNtakCategories('BEER', { ntakCategory: 'ETEL' })).toEqual({ problem: 'required' });
    // The group's sub-category fits the main category chosen: kept.
    expect(productNtakCategories('SOFT_DRINK', { ntakCategory: 'ALKMENTESITAL_NEM_HELYBEN' })).toEqual({
      category: 'ALKMENTESITAL_NEM_HELYBEN',
      sub: 'SZENSAVAS_UDITO',
    });
  });
});
