import { describe, expect, it } from 'vitest';
import { emailSchema, passwordSchema, phoneSchema, registrationSchema } from './user.schemas.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('password policy', () => {
  it('accepts eight characters with a lowercase letter, an uppercase letter and a digit', () => {
    expect(passwordSchema.safeParse('Abcdefg1').success).toBe(true);
  });

  it('refuses seven characters even when they mix cases and digits', () => {
    expect(messageOf(passwordSchema.safeParse('Abcdef1'))).toBe('weakPassword');
  });

  it('refuses a password without an uppercase letter, a lowercase letter or a digit', () => {
    for (const weak of ['abcdefg1', 'ABCDEFG1', 'Abcdefgh'])
      expect(messageOf(passwordSchema.safeParse(weak))).toBe('weakPassword');
  });

  it('says required for an empty password and refuses more than 128 characters', () => {
    expect(messageOf(passwordSchema.safeParse(''))).toBe('required');
    expect(passwordSchema.safeParse(`Aa1${'x'.repeat(125)}`).success).toBe(true);
    expect(messageOf(passwordSchema.safeParse(`Aa1${'x'.repeat(126)}`))).toBe('tooLong');
  });
});

describe('e-mail and phone', () => {
  it('lower-cases and trims an e-mail address', () => {
    expect(emailSchema.parse('  Anna.Kovacs@Example.COM ')).toBe('anna.kovacs@example.com');
  });

  it('says emailInvalid for something that is not an address, required for nothing', () => {
    expect(messageOf(emailSchema.safeParse('anna@'))).toBe('emailInvalid');
    expect(messageOf(emailSchema.safeParse('   '))).toBe('required');
  });

  it('accepts Hungarian phone formats and refuses letters', () => {
    for (const ok of ['+36 30 123 4567', '06-1-555-0134', '(06 30) 123/4567'])
      expect(phoneSchema.safeParse(ok).success).toBe(true);
    expect(messageOf(phoneSchema.safeParse('+36 30 CALL ME'))).toBe('phoneInvalid');
    expect(messageOf(phoneSchema.safeParse('123456'))).toBe('phoneInvalid');
  });
});

describe('sign-up', () => {
  it('ignores a role, id or addresses sent along', () => {
    const parsed = registrationSchema.parse({
      name: 'Kovács Anna',
      email: 'anna@example.com',
      phone: '+36301234567',
      password: 'Titok1234',
      role: 'ADMIN',
      id: 7,
      addresses: [{ city: 'x' }],
    });
    expect(parsed).toEqual({
      name: 'Kovács Anna',
      email: 'anna@example.com',
      phone: '+36301234567',
      password: 'Titok1234',
      language: 'hu',
    });
  });
});
