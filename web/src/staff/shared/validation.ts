import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The text of a validation message. Domain schemas speak in translation keys (required, emailInvalid, …); a
 * message without a text of ours (a bare zod bound) reads as the generic 'invalid value'.
 */
export function validationText(t: TFunction<'staff'>, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = `validation.${message}`;
  return t(key as 'validation.invalid', { defaultValue: t('validation.invalid') });
}

/** `validationText` in the staff app's texts, for a form of the kit (`errorText`). */
export function useValidationText() {
  const { t } = useTranslation('staff');
  return (message: string | undefined) => validationText(t, message);
}
