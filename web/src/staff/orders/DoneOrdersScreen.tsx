import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { doneStates } from '../shared/api/orderCache.ts';
import { OrderList } from './components/OrderList.tsx';

/** Orders in DELIVERING and DELIVERED (SPEC §2), and the rejected and cancelled ones (DESIGN §7). */
export function DoneOrdersScreen() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('nav.done-orders'));
  return <OrderList title={t('nav.done-orders')} states={doneStates} />;
}
