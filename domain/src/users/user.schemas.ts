import { z } from 'zod';
import { invoiceSchema } from '../accounting/invoice.schemas.ts';
import { idSchema } from '../common/input.ts';
import { defaultLanguage, type Language, languages } from '../common/language.ts';
import { type Role, roles } from './roles.ts';

export const RoleSchema = z.enum(roles);

/**
 * Validation messages are translation keys (SPEC §5: required, emailInvalid, weakPassword, passwordsNotMatch…):
 * the web shows `t(message)`, the server answers them as the message of a VALIDATION_ERROR.
 */
export const required = (schema: z.ZodString = z.string()) => schema.trim().min(1, 'required');

export const emailSchema = required()
  .max(254, 'tooLong')
  .pipe(z.email('emailInvalid'))
  .transform((e) => e.toLowerCase());

/** At least 8 characters with a lowercase letter, an uppercase letter and a digit; at most 128 (SPEC §5, DESIGN §5). */
export const passwordSchema = z
  .string()
  .min(1, 'required')
  .max(128, 'tooLong')
  .refine((p) => p.length >= 8 && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p), 'weakPassword');

/** Digits, spaces, dashes, slashes, parentheses and a leading +; 7 to 15 digits. */
export const phoneSchema = required()
  .max(25, 'tooLong')
  .refine(
    (p) =>
      /^\+?[\d\s\-/()]+$/.test(p) &&
      (p.match(/\d/g)?.length ?? 0) >= 7 &&
      (p.match(/\d/g)?.length ?? 0) <= 15,
    'phoneInvalid',
  );

export const nameSchema = required().max(100, 'tooLong');

export const languageSchema = z.enum(languages);
export type { Language };

/** Optional words of an address: absent or blank reads as '' (older clients send none of them). */
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').default('');

/**
 * What a courier needs beyond the street and house number (issue 16): floor, door, doorbell or intercom code and a
 * note ("gate around the corner"). Kept on saved addresses and copied onto each order.
 */
export const addressDetailsSchema = z.object({
  floor: optionalText(20),
  door: optionalText(20),
  doorbell: optionalText(40),
  courierNote: optionalText(200),
});
export type AddressDetails = z.infer<typeof addressDetailsSchema>;

export const addressInputSchema = z.object({
  city: required().max(60, 'tooLong'),
  street: required().max(120, 'tooLong'),
  zipCode: required().regex(/^\d{4}$/, 'zipInvalid'),
  ...addressDetailsSchema.shape,
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressSchema = addressInputSchema.extend({ id: z.number().int() });
export type Address = z.infer<typeof addressSchema>;

/** A user as the API shows it (SPEC §3): never a password or its hash. */
export const userSchema = z.object({
  id: z.number().int(),
  registrationDate: z.iso.datetime({ offset: true }),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: RoleSchema,
  addresses: z.array(addressSchema),
  /** Issue 17: company details saved for invoices; null: none. */
  company: invoiceSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const usersAnswerSchema = z.object({ users: z.array(userSchema) });

/** Sign-up (SPEC §7 POST /user/registrate). Role, id and addresses may be sent but are ignored: sign-up makes a CUSTOMER. */
export const registrationSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  language: languageSchema.default(defaultLanguage),
});
export type Registration = z.input<typeof registrationSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'required').max(128, 'tooLong'),
  /** Only for a user with two-factor login on: a code of the authenticator app or a recovery code. */
  code: z.string().trim().max(40, 'tooLong').optional(),
});

/** PUT /user/update: only name and phone can change here; e-mail and role are immutable for the user. */
export const profileUpdateSchema = z.object({ name: nameSchema, phone: phoneSchema });

/** PUT /user/company (issue 17): saves the company details for invoices, or removes them (null). */
export const companyUpdateSchema = z.object({ company: invoiceSchema.nullable() });

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'required').max(128, 'tooLong'),
  newPassword: passwordSchema,
});

export const forgotPasswordSchema = z.object({
  email: emailSchema,
  language: languageSchema.default(defaultLanguage),
});
export const passwordResetSchema = z.object({ password: passwordSchema });

export const tokenAnswerSchema = z.object({ token: z.string() });

export const userSortKeys = ['id', 'registrationDate', 'name', 'email', 'role'] as const;
export const usersPageSchema = z.object({ users: z.array(userSchema), count: z.number().int() });

/** PUT /user/update-other-user: an admin changes another user's role. */
export const roleChangeSchema = z.object({ id: idSchema, role: RoleSchema });

/** Staff add user (SPEC §2): name, e-mail, phone, role, password, confirm password. */
export const staffNewUserSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  role: RoleSchema,
  password: passwordSchema,
  language: languageSchema.default(defaultLanguage),
});

/** The roles a staff member may give a new user (issue 6): assistant → customer, manager → assistant, admin → any. */
export function rolesCreatableBy(creator: Role): readonly Role[] {
  switch (creator) {
    case 'ADMIN':
      return ['CUSTOMER', 'SHOP_ASSISTANT', 'MANAGER', 'ADMIN'];
    case 'MANAGER':
      return ['SHOP_ASSISTANT'];
    case 'SHOP_ASSISTANT':
      return ['CUSTOMER'];
    default:
      return [];
  }
}
