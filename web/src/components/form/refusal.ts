import type { ErrorCode } from '@konyha/domain/common/error-codes';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** For each refusal of the server a form can meet: the field it belongs to and the message key shown there. */
export type Refusals<V extends FieldValues> = Partial<Record<ErrorCode, readonly [FieldPath<V>, string]>>;

/**
 * Shows the server's refusal (an API error's `code`) on its field and focuses it; false when the error is none of
 * `refusals`, so the caller shows the server-error toast.
 */
export function showRefusal<V extends FieldValues, C, T>(
  form: UseFormReturn<V, C, T>,
  error: unknown,
  refusals: Refusals<V>,
): boolean {
  const code = error instanceof Error && 'code' in error ? (error.code as ErrorCode) : undefined;
  const refusal = code === undefined ? undefined : refusals[code];
  if (!refusal) return false;
  form.setError(refusal[0], { message: refusal[1] }, { shouldFocus: true });
  return true;
}

/**
 * The message key of a field the server refused: its schema check answers "<field>: <key>", its own rules the key
 * alone; undefined without one. (Read here, not in lib/api.ts, which every public page loads.)
 */
export function refusedFieldMessage(error: {
  fieldPath?: string | undefined;
  messageKey?: string | undefined;
}) {
  const prefix = `${error.fieldPath}: `;
  return error.messageKey?.startsWith(prefix) ? error.messageKey.slice(prefix.length) : error.messageKey;
}
