import { describe, expect, it } from 'vitest';
import { productGroups, typeOfGroup } from './catalogue.ts';
import { groupFromSlug, groupSlug } from './groups.ts';

describe('menu group URLs', () => {
  it('maps the food groups to the URL names of the spec, in order', () => {
    const foods = productGroups.filter((g) => typeOfGroup(g) === 'FOOD').map((g) => groupSlug(g, 'konyha'));
    expect(foods).toEqual([
      'appetisers',
      'soups',
      'poultry',
      'fish',
      'pork',
      'beef',
      'konyha-dishes',
      'garnishes',
      'pickles',
      'desserts',
    ]);
  });

  it('names the wooden-plate group after the brand', () => {
    expect(groupSlug('WOODEN_PLATE', 'kisvendeglo')).toBe('kisvendeglo-dishes');
    expect(groupFromSlug('kisvendeglo-dishes', 'kisvendeglo')).toBe('WOODEN_PLATE');
  });

  it('reads every slug back to its group and refuses unknown ones', () => {
    for (const group of productGroups)
      expect(groupFromSlug(groupSlug(group, 'konyha'), 'konyha')).toBe(group);
    expect(groupFromSlug('starters', 'konyha')).toBeUndefined();
    expect(groupFromSlug('other-dishes', 'konyha')).toBeUndefined();
  });

  it('tells drinks from food', () => {
    expect(typeOfGroup('WINE')).toBe('DRINK');
    expect(typeOfGroup('DESSERT')).toBe('FOOD');
  });
});
