import { z } from 'zod';

/** Card brands the restaurant's acquirer takes, by number prefix. */
const brands = [
  { name: 'visa', pattern: /^4/ },
  { name: 'mastercard', pattern: /^(5[1-5]|2[2-7])/ },
  { name: 'maestro', pattern: /^(50|5[6-9]|6)/ },
] as const;

export function cardBrand(cardNumber: string): string | undefined {
  return brands.find((b) => b.pattern.test(cardNumber))?.name;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card form (SPEC §2, §5). Messages are translation keys; `now` decides whether the card has expired. */
export function cardDataSchema(now: Date) {
  return z
    .object({
      cardNumber: z
        .string()
        .transform((n) => n.replace(/[\s-]/g, ''))
        .pipe(
          z
            .string()
            .regex(/^\d*$/, 'cardTypeIncorrect')
            .min(13, 'cardNumberTooShort')
            .max(19, 'cardTypeIncorrect')
            .refine((n) => cardBrand(n) !== undefined && luhnValid(n), 'cardTypeIncorrect'),
        ),
      expMonth: z.coerce.number().int().min(1, 'cardExpiryWrong').max(12, 'cardExpiryWrong'),
      expYear: z.coerce.number().int().min(2000, 'cardExpiryWrong').max(2100, 'cardExpiryWrong'),
      cardHolderName: z.string().trim().min(2, 'required').max(80, 'tooLong'),
      cvn: z.string().regex(/^\d*$/, 'cvnTooShort').length(3, 'cvnTooShort'),
    })
    .refine(
      // A card is valid until the end of its expiry month.
      (card) => card.expYear * 12 + card.expMonth >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1,
      { message: 'cardExpiryWrong', path: ['expMonth'] },
    );
}
export type CardData = z.output<ReturnType<typeof cardDataSchema>>;
