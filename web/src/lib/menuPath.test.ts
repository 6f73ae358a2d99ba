import { foodGroups } from '@konyha/domain/menu/catalogue';
import { groupSlug } from '@konyha/domain/menu/groups';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MENU_PATH } from './menuPath.ts';

describe('the default menu path', () => {
  it('is the first food group', () => {
    expect(DEFAULT_MENU_PATH).toBe(`/foods/${groupSlug(foodGroups[0], restaurant.brandSlug)}`);
  });
});
