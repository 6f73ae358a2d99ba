import type { Slip } from '@konyha/domain/printing/print-documents.schemas';
import { slipLayout } from '@konyha/domain/printing/print-layout';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n.ts';
import { PaperLines } from './PaperLines.tsx';

/** The bag slip, laid out as the printer prints it: who and where, and what the courier collects (or that it is paid). */
export function SlipPaper({ slip }: { slip: Slip }) {
  const { t } = useTranslation('staff');
  const kind = t('print.slipHeading');
  return (
    <PaperLines
      lines={slipLayout(slip, useLanguage())}
      kind={kind}
      label={`${kind} ${t('print.orderNo', { id: slip.orderId })}`}
      page="slip"
    />
  );
}
