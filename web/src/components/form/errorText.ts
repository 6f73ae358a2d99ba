import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';

/**
 * The text of a validation message in a feature's texts: the domain's keys (SPEC §5) and the feature's own under
 * `errors.*`, anything unknown as the generic `errors.invalidValue`.
 */
export function useErrorText(namespace: 'account' | 'checkout') {
  const { t, i18n } = useFeatureTranslation(namespace);
  const text = t as (key: string) => string;
  return (message: string | undefined) =>
    message === undefined
      ? undefined
      : i18n.exists(`${namespace}:errors.${message}`)
        ? text(`errors.${message}`)
        : text('errors.invalidValue');
}
