import type { ErrorCode } from '@konyha/domain/common/error-codes';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api.ts';

/** For each refusal of the server a form can meet: the field it belongs to and the message key shown there. */
export type Refusals<V extends FieldValues> = Partial<Record<ErrorCode, readonly [FieldPath<V>, string]>>;

/**
 * Shows the server's refusal (an API error's `code`) on its field and focuses it; false when the error is none of
 * `refusals`, so the caller shows the server-error toast.
 */
export function showRefusal<V extends FieldValues>(
  form: { setError: UseFormSetError<V> },
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
 * The form's field a field the server refused (its dotted path, "address.zipCode") shows at, or undefined when the
 * form does not show it; with a message key of its own where the form words the refusal itself.
 */
export type FieldOfRefusal<V extends FieldValues> = (
  path: string,
) => FieldPath<V> | { field: FieldPath<V>; message: string } | undefined;

export interface FieldRefusalOptions {
  /** The message key when the server names none (the staff app's `invalid`, a feature's `invalidValue`). */
  fallback?: string;
  /** Refusals besides 400 VALIDATION_ERROR that name a field, each with the message key shown there. */
  also?: Partial<Record<ErrorCode, string>>;
}

/**
 * Shows a field the server refused (`{ errorType, message, field }`) at the form's field `fieldOf` names, and
 * focuses it: the kit's fields then mark it invalid and describe it by the message, which is how a screen reader
 * hears it. False when the error names no field the form shows, so the caller shows the server-error toast.
 */
export function showFieldRefusal<V extends FieldValues>(
  form: { setError: UseFormSetError<V> },
  error: unknown,
  fieldOf: FieldOfRefusal<V>,
  { fallback = 'invalid', also = {} }: FieldRefusalOptions = {},
): boolean {
  if (!(error instanceof ApiRequestError) || error.fieldPath === undefined) return false;
  const codeMessage = error.code === 'VALIDATION_ERROR' ? undefined : also[error.code];
  if (error.code !== 'VALIDATION_ERROR' && codeMessage === undefined) return false;
  const shown = fieldOf(error.fieldPath);
  if (shown === undefined) return false;
  const [field, own] = typeof shown === 'string' ? [shown, undefined] : [shown.field, shown.message];
  const message = codeMessage ?? own ?? refusedFieldMessage(error) ?? fallback;
  form.setError(field, { type: 'server', message }, { shouldFocus: true });
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
