import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The text of an editor field's error: the domain's message keys ("overlaps", "inThePast"), bounds with their value
 * ("tooSmall:5"), and the server's "weekly.MONDAY.1.from: overlaps"; anything else reads as an invalid value.
 */
export function useScheduleErrorText() {
  const { t, i18n } = useTranslation('staff');
  return (message: string | undefined) => {
    if (!message) return undefined;
    const [key = '', bound] = message.replace(/^.*: /, '').split(':');
    const known = i18n.exists(`staff:schedule.errors.${key}`);
    const text = `schedule.errors.${known ? key : 'invalid'}` as ParseKeys<'staff'>;
    return t(text, { min: bound, max: bound });
  };
}
