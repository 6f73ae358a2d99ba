/** Number inputs take digits only; telephone inputs reject letters (SPEC §5). */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');
export const withoutLetters = (value: string) => value.replace(/\p{L}/gu, '');

/** A digits-only text input's value as a number for the domain schemas; empty is 'required'. */
export const numberOrUndefined = (value: unknown): number | undefined =>
  value === '' || value === undefined || value === null ? undefined : Number(value);
