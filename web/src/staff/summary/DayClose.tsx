import { localDay, localTime } from '@konyha/domain/restaurant/local-time';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import styles from './DayClose.module.css';
import { DayCloseFigures } from './DayCloseFigures.tsx';
import { type DayClose as Close, dayCloseQuery, refusalOf, useCloseDay } from './dayCloseApi.ts';
import { type Paper, printClose } from './printClose.ts';

/**
 * The close of the day (issue 34, ADMIN and MANAGER): the figures the money is counted against, the button that
 * closes the day once all its orders are finished, and the close printed on A4 or on the 80 mm roll.
 */
export function DayClose({ day, ordersUpdatedAt }: { day: string; ordersUpdatedAt: number }) {
  const { t } = useTranslation('staff');
  const query = useQuery(dayCloseQuery(day));
  // The day's orders change live (delivered, refused): the figures and the orders still open follow them.
  const client = useQueryClient();
  const ordersSeen = useRef(ordersUpdatedAt);
  useEffect(() => {
    if (ordersSeen.current === ordersUpdatedAt) return;
    ordersSeen.current = ordersUpdatedAt;
    client.invalidateQueries({ queryKey: dayCloseQuery(day).queryKey });
  }, [client, day, ordersUpdatedAt]);
  const section = useRef<HTMLElement>(null);
  const print = (paper: Paper) => section.current && printClose(section.current, paper);

  return (
    <section
      ref={section}
      aria-labelledby="day-close-title"
      aria-busy={query.isFetching}
      className={styles.close}
    >
      <h2 id="day-close-title">
        {t('dayClose.title')} <span className={styles.day}>{day}</span>
      </h2>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <>
          <CloseState close={query.data} />
          <DayCloseFigures figures={query.data.figures} />
          <div className={`${styles.actions} ${styles.noPrint}`}>
            <button type="button" className={buttonStyles.button} onClick={() => print('a4')}>
              {t('dayClose.printA4')}
            </button>
            <button type="button" className={buttonStyles.button} onClick={() => print('roll')}>
              {t('dayClose.print80')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** Who closed the day and when, or the button that closes it (asked first) with why it cannot yet. */
function CloseState({ close }: { close: Close }) {
  const { t } = useTranslation('staff');
  const closeDay = useCloseDay(close.day);
  const [asking, setAsking] = useState(false);
  const closedLine = useRef<HTMLParagraphElement>(null);
  const refusal = closeDay.isError ? refusalOf(closeDay.error) : null;
  const toCome = close.day > localDay(new Date());
  const why = toCome
    ? t('dayClose.toCome')
    : close.open > 0
      ? t('dayClose.open', { count: close.open })
      : null;

  const confirm = () => closeDay.mutate(undefined, { onSettled: () => setAsking(false) });
  // Closed from here: the button that had the focus is gone, so the line saying who closed the day takes it.
  const closedHere = closeDay.isSuccess && close.closed !== null;
  useEffect(() => {
    if (closedHere) closedLine.current?.focus();
  }, [closedHere]);

  // Kept once the day reloads as closed (by someone else meanwhile): the refusal says why nothing happened.
  const alert = refusal ? <p role="alert">{t(`dayClose.errors.${refusal}`)}</p> : null;
  if (close.closed) {
    const at = new Date(close.closed.at);
    const values = { name: close.closed.by, time: localTime(at), day: localDay(at) };
    return (
      <div className={styles.state}>
        {alert}
        <p ref={closedLine} tabIndex={-1}>
          {localDay(at) === close.day ? t('dayClose.closedAt', values) : t('dayClose.closedOn', values)}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.state}>
      <p>{t('dayClose.notClosed')}</p>
      {alert}
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          disabled={why !== null}
          aria-describedby={why ? 'day-close-why' : undefined}
          onClick={() => setAsking(true)}
        >
          {t('dayClose.close')}
        </button>
        {why ? <p id="day-close-why">{why}</p> : null}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('dayClose.confirmTitle', { day: close.day })}
        message={t('dayClose.confirmMessage')}
        confirmLabel={t('dayClose.confirm')}
        cancelLabel={t('dayClose.cancel')}
        busy={closeDay.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
