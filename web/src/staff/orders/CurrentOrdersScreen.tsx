import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { currentStates } from '../shared/api/orderCache.ts';
import { OrderList } from './components/OrderList.tsx';

/** Orders in NEW and PREPARING (SPEC §2), and READY ones waiting for the courier (issue 33). */
export function CurrentOrdersScreen() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('nav.current-orders'));
  return <OrderList title={t('nav.current-orders')} states={currentStates} />;
}
