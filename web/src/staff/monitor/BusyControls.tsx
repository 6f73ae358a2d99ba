import { type BusyState, busyAt } from '@konyha/domain/restaurant/busy-mode';
import { localTime } from '@konyha/domain/restaurant/local-time';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import formStyles from '../../components/form/form.module.css';
import styles from './BusyControls.module.css';
import { monitorBusyQuery, useBusyAction } from './busy.ts';

const extras = [15, 30, 45] as const;
const durations = [30, 60, 90] as const;
const pauses = [15, 30, 60] as const;

const until = (instant: string) => localTime(new Date(instant));

/** Renders again when the first active part runs out, so it leaves the screen on time without a request. */
function useRenderAtEnd(state: BusyState | undefined) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const ends = [state?.extraUntil, state?.pausedUntil]
    .filter((end): end is string => Boolean(end))
    .map((end) => Date.parse(end))
    .filter((end) => end > Date.now());
  const next = ends.length > 0 ? Math.min(...ends) : null;
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(rerender, next - Date.now() + 50);
    return () => clearTimeout(timer);
  }, [next]);
}

/**
 * Busy mode (issue 14), for every staff role: more minutes on the delivery estimate for a while, or a pause in
 * taking orders; both end by themselves (at closing time at the latest), and anyone may end them early.
 */
export function BusyControls() {
  const { t } = useTranslation('staff');
  const id = useId();
  const busy = useQuery(monitorBusyQuery);
  const action = useBusyAction();
  const [forMinutes, setForMinutes] = useState<(typeof durations)[number]>(60);
  useRenderAtEnd(busy.data);
  const state = busy.data && busyAt(busy.data, new Date());
  const button = `${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`;

  const active = state && [
    ...(state.extraUntil && state.extraMinutes
      ? [
          {
            part: 'extra' as const,
            text: t('monitor.busy.extraActive', {
              minutes: state.extraMinutes,
              until: until(state.extraUntil),
            }),
            end: t('monitor.busy.endExtra'),
          },
        ]
      : []),
    ...(state.pausedUntil
      ? [
          {
            part: 'pause' as const,
            text: t('monitor.busy.pausedActive', { until: until(state.pausedUntil) }),
            end: t('monitor.busy.endPause'),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby={`${id}-title`} className={styles.busy}>
      <h3 id={`${id}-title`} className={styles.title}>
        {t('monitor.busy.title')}
      </h3>
      <div aria-live="polite" className={styles.state}>
        {active === undefined ? (
          <p>{busy.isError ? t('loadFailed') : t('loading')}</p>
        ) : active.length === 0 ? (
          <p>{t('monitor.busy.inactive')}</p>
        ) : (
          <ul className={styles.active}>
            {active.map(({ part, text, end }) => (
              <li key={part}>
                <strong>{text}</strong>
                <button
                  type="button"
                  className={button}
                  aria-label={end}
                  disabled={action.isPending}
                  onClick={() => action.mutate({ end: part })}
                >
                  {t('monitor.busy.end')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.choices}>
        <fieldset className={styles.group}>
          <legend>{t('monitor.busy.extraLegend')}</legend>
          <label className={styles.duration}>
            {t('monitor.busy.duration')}
            <select
              className={formStyles.input}
              value={forMinutes}
              onChange={(event) => setForMinutes(Number(event.target.value) as typeof forMinutes)}
            >
              {durations.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('monitor.busy.minutes', { minutes })}
                </option>
              ))}
            </select>
          </label>
          {extras.map((extraMinutes) => (
            <button
              key={extraMinutes}
              type="button"
              className={button}
              disabled={action.isPending}
              onClick={() => action.mutate({ start: { extraMinutes, forMinutes } })}
            >
              {t('monitor.busy.extra', { minutes: extraMinutes })}
            </button>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('monitor.busy.pauseLegend')}</legend>
          {pauses.map((pauseMinutes) => (
            <button
              key={pauseMinutes}
              type="button"
              className={button}
              disabled={action.isPending}
              onClick={() => action.mutate({ start: { pauseMinutes } })}
            >
              {t('monitor.busy.pause', { minutes: pauseMinutes })}
            </button>
          ))}
        </fieldset>
      </div>
      <p className={styles.hint}>{t('monitor.busy.hint')}</p>
    </section>
  );
}
