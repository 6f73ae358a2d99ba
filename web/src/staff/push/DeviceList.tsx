import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { localDateTime } from '../shared/dates.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';
import { type PushDevice, useRemovePushDevice } from './api.ts';
import styles from './push.module.css';

/** The staff member's devices with notifications on, this one marked, each with its removal. */
export function DeviceList({
  devices,
  thisDeviceId,
}: {
  devices: UseQueryResult<PushDevice[]>;
  thisDeviceId: number | undefined;
}) {
  const { t } = useTranslation('staff');
  const id = useId();
  const remove = useRemovePushDevice();
  return (
    <>
      <h3 id={`${id}-title`}>{t('push.devices')}</h3>
      {devices.data === undefined ? (
        <p role={devices.isError ? 'alert' : undefined}>{devices.isError ? t('loadFailed') : t('loading')}</p>
      ) : devices.data.length === 0 ? (
        <p>{t('push.noDevices')}</p>
      ) : (
        <ul className={styles.devices} aria-labelledby={`${id}-title`}>
          {devices.data.map((device) => (
            <li key={device.id} className={styles.device}>
              <div>
                <strong>{device.label}</strong>
                {device.id === thisDeviceId ? ` (${t('push.thisDevice')})` : null}
                <br />
                <span className={styles.muted}>
                  {t('push.since', { date: localDateTime(device.createdAt) })} ·{' '}
                  {device.lastSuccessAt
                    ? t('push.lastSuccess', { date: localDateTime(device.lastSuccessAt) })
                    : t('push.neverDelivered')}
                </span>
              </div>
              {device.id === thisDeviceId ? null : (
                <button
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
                  aria-label={t('push.remove', { label: device.label })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(device.id, {
                      onSuccess: () => notifyStaff('success', 'push.removed', 'short'),
                      onError: () => notifyServerError(),
                    })
                  }
                >
                  {t('push.removeShort')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
