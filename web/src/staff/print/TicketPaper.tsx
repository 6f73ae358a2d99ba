import type { Ticket } from '@konyha/domain/printing/print-documents.schemas';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n.ts';
import { localDateTime } from '../shared/dates.ts';
import styles from './PrintPage.module.css';

/** The kitchen ticket on 80 mm paper: the number large, when it is due, what to cook, the guest's note; no money. */
export function TicketPaper({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('staff');
  const { t: shared } = useTranslation();
  const english = useLanguage() === 'en';
  const id = `ticket-${ticket.orderId}`;
  return (
    <article
      className={`${styles.paper} ${styles.ticket}`}
      data-page="ticket"
      aria-labelledby={`${id}-kind ${id}`}
      data-testid="print-ticket"
    >
      <p id={`${id}-kind`} className={styles.kind}>
        {t('print.ticketHeading')}
      </p>
      <h2 id={id} className={styles.number}>
        {t('print.orderNo', { id: ticket.orderId })}
      </h2>
      <p className={styles.when}>
        {ticket.preOrderDate
          ? t('print.preorder', { time: localDateTime(ticket.preOrderDate) })
          : t('print.asap')}
      </p>
      {ticket.promisedAt ? <p>{t('print.promised', { time: localDateTime(ticket.promisedAt) })}</p> : null}
      <p>{t('print.ordered', { time: localDateTime(ticket.orderDate) })}</p>
      <ul className={styles.lines}>
        {ticket.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's lines never reorder
          <li key={index}>
            <span className={styles.item}>
              {line.quantity}× {english ? line.nameEnglish || line.name : line.name}
            </span>
            {line.options.map((option) => (
              <span key={option.name} className={styles.option}>
                + {english ? option.nameEnglish || option.name : option.name}
              </span>
            ))}
            {line.marks.length > 0 ? (
              <span className={styles.option}>
                {line.marks.map((mark) => shared(`menu.allergen.${mark}`)).join(', ')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {ticket.note ? (
        <p className={styles.note}>
          <strong>{t('print.note')}:</strong> {ticket.note}
        </p>
      ) : null}
    </article>
  );
}
