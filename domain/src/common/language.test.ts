import { describe, expect, it } from 'vitest';
import { languageFromCookieHeader } from './language.ts';

describe('the language cookie', () => {
  it('reads the choice among other cookies', () => {
    expect(languageFromCookieHeader('konyha.language=en')).toBe('en');
    expect(languageFromCookieHeader('a=1; konyha.language=hu;b=2')).toBe('hu');
  });

  it('ignores a missing header, another cookie of a similar name and a language we do not speak', () => {
    expect(languageFromCookieHeader(undefined)).toBeNull();
    expect(languageFromCookieHeader('xkonyha.language=en')).toBeNull();
    expect(languageFromCookieHeader('konyha.language=de')).toBeNull();
    expect(languageFromCookieHeader('konyha.language=')).toBeNull();
  });
});
