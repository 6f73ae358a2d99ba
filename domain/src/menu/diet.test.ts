import { describe, expect, it } from 'vitest';
import { dietSearch, fitsDiets, parseDiets, toggleDiet } from './diet.ts';

describe('dietary filters', () => {
  it('reads the diets of a query in the chips’ order, each once, ignoring unknown names', () => {
    expect(parseDiets('not-hot,vegetarian,vegan,vegetarian')).toEqual(['vegetarian', 'not-hot']);
    expect(parseDiets('')).toEqual([]);
    expect(parseDiets(null)).toEqual([]);
  });

  it('writes the same query for the same diets whatever order they were chosen in', () => {
    expect(dietSearch(['gluten-free', 'vegetarian'])).toBe('?diet=vegetarian,gluten-free');
    expect(dietSearch([])).toBe('');
  });

  it('switches a diet on and off', () => {
    expect(toggleDiet(['vegetarian'], 'not-hot')).toEqual(['vegetarian', 'not-hot']);
    expect(toggleDiet(['vegetarian', 'not-hot'], 'vegetarian')).toEqual(['not-hot']);
  });

  it('keeps a dish only when it fits every chosen diet, "not hot" meaning without HOT', () => {
    const hotVegetarian = { allergenics: ['VEGETARIAN', 'HOT'] as const };
    expect(fitsDiets(hotVegetarian, ['vegetarian'])).toBe(true);
    expect(fitsDiets(hotVegetarian, ['vegetarian', 'not-hot'])).toBe(false);
    expect(fitsDiets({ allergenics: [] }, ['not-hot'])).toBe(true);
    expect(fitsDiets({ allergenics: ['GLUTEN_FREE'] }, ['gluten-free', 'lactose-free'])).toBe(false);
    expect(fitsDiets({ allergenics: [] }, [])).toBe(true);
  });
});
