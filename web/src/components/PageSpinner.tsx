import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner.tsx';

/** The spinner shown before the account texts have arrived, so it speaks the shared "Loading…". */
export function PageSpinner() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}
