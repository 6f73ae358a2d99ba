import { z } from 'zod';

/**
 * Adds the confirm field of SPEC §5 to a form schema: it must equal `field`, else passwordsNotMatch. Used by
 * sign-up, the new-password form and the profile's password change.
 */
export function withConfirm<Shape extends z.ZodRawShape, Field extends keyof Shape & string>(
  schema: z.ZodObject<Shape>,
  field: Field,
) {
  return schema.extend({ confirmPassword: z.string().min(1, 'required') }).refine(
    (values) => {
      const { confirmPassword, [field]: password } = values as Record<string, unknown>;
      return confirmPassword === '' || confirmPassword === password;
    },
    {
      message: 'passwordsNotMatch',
      path: ['confirmPassword'],
    },
  );
}
