import type { Ticket } from '@konyha/domain/printing/print-documents.schemas';
import { ticketLayout } from '@konyha/domain/printing/print-layout';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n.ts';
import { PaperLines } from './PaperLines.tsx';

/** The kitchen ticket, laid out as the printer prints it: the number large, when it is due, what to cook, the note. */
export function TicketPaper({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('staff');
  const kind = t('print.ticketHeading');
  return (
    <PaperLines
      lines={ticketLayout(ticket, useLanguage())}
      kind={kind}
      label={`${kind} ${t('print.orderNo', { id: ticket.orderId })}`}
      page="ticket"
    />
  );
}
