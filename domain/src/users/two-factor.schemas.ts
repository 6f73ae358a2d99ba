import { z } from 'zod';

/** A code from the authenticator app or a recovery code; the server decides which by its shape. */
export const twoFactorCodeSchema = z.string().trim().min(1, 'required').max(40, 'tooLong');

/** POST /user/two-factor/setup: a new secret waiting for its first code. */
export const twoFactorSetupAnswerSchema = z.object({
  /** Base-32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code: an SVG image as a data URL. */
  qrCode: z.string(),
});

export const twoFactorConfirmSchema = z.object({ code: twoFactorCodeSchema });
export const recoveryCodesAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const twoFactorDisableSchema = z.object({
  password: z.string().min(1, 'required').max(128, 'tooLong'),
  code: twoFactorCodeSchema,
});

/** GET /user/two-factor: what the security tab and the route guard need to know. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The user's role may switch it on (MANAGER, ADMIN; every staff role once an ADMIN requires it). */
  available: z.boolean(),
  /** An ADMIN requires it of staff and this user has not set it up: staff features answer 403 until then. */
  setupRequired: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** GET/PUT /settings/two-factor-required (ADMIN). */
export const twoFactorRequirementSchema = z.object({ required: z.boolean() });
