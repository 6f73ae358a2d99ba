import { describe, expect, it } from 'vitest';
import { joinStreet, splitStreet } from './address.ts';

const streets = ['Pozsonyi út', 'Váci út', 'Váci utca', 'Szent István park'];

describe('street and house number', () => {
  it('joins the street and the house number with one space', () => {
    expect(joinStreet('Pozsonyi út', ' 24. ')).toBe('Pozsonyi út 24.');
  });

  it('reads a known street back with its house number, in any letter case', () => {
    expect(splitStreet('Pozsonyi út 24.', streets)).toEqual({ street: 'Pozsonyi út', houseNumber: '24.' });
    expect(splitStreet('szent istván park 8/B', streets)).toEqual({
      street: 'Szent István park',
      houseNumber: '8/B',
    });
    expect(splitStreet('Váci út 12. 3. em. 5.', streets)).toEqual({
      street: 'Váci út',
      houseNumber: '12. 3. em. 5.',
    });
  });

  it('refuses an unknown street, a missing house number, or one that is not a number', () => {
    expect(splitStreet('Andrássy út 1.', streets)).toBeUndefined();
    expect(splitStreet('Pozsonyi út', streets)).toBeUndefined();
    expect(splitStreet('Pozsonyi út sarok', streets)).toBeUndefined();
  });
});
