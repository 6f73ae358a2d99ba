import type { ParseKeys } from 'i18next';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import buttonStyles from '../../components/button.module.css';
import { Form, SubmitButton } from '../../components/form/Form.tsx';
import { FormInput } from '../../components/form/FormInput.tsx';
import { showFieldRefusal } from '../../components/form/refusal.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';
import { useSendTestPush } from './api.ts';
import { defaultDeviceLabel } from './browserPush.ts';
import { DeviceList } from './DeviceList.tsx';
import styles from './push.module.css';
import { showSwitchOnFailure } from './switchOnFailure.ts';
import { type DeviceState, useDevicePush } from './useDevicePush.ts';

export const labelMaxLength = 60;

/**
 * This device's notifications and the staff member's other devices (issue 32), on the alerts screen: why they
 * matter, this device's state, switching on under a name (the browser and system by default), off, a test, and the
 * other devices with their removal.
 */
export function DeviceNotifications() {
  const { t } = useTranslation('staff');
  const id = useId();
  const push = useDevicePush();
  const card = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // The monitor's "cannot ring" mark links here.
  useEffect(() => {
    if (hash === '#notifications') card.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  const test = useSendTestPush();
  const form = useForm<{ label: string }>({
    defaultValues: { label: defaultDeviceLabel(navigator.userAgent) || t('push.thisBrowser') },
  });
  const errorText = (message: string | undefined) =>
    message === undefined ? undefined : t(`validation.${message}` as ParseKeys<'staff'>);

  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ devices }) => notifyStaff('success', 'push.testSent', 'short', { count: devices }),
      onError: (error) =>
        error instanceof ApiRequestError && error.code === 'NO_DEVICES'
          ? notifyStaff('error', 'push.noDevices')
          : notifyServerError(),
    });

  return (
    <section id="notifications" ref={card} className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('push.title')}</h2>
      <p>{t('push.why')}</p>
      <p className={styles.state}>
        <span>{t('push.stateLabel')}</span>{' '}
        <strong data-state={push.state} className={styles.stateValue}>
          {t(`push.state.${push.state}`)}
        </strong>
      </p>
      <StateHelp state={push.state} />
      {push.state === 'off' ? (
        <Form
          form={form}
          errorText={errorText}
          className={styles.switchOn}
          onSubmit={form.handleSubmit(async ({ label }) => {
            if (label.trim() === '')
              return form.setError('label', { message: 'required' }, { shouldFocus: true });
            await push.switchOn.mutateAsync(label.trim()).then(
              () => notifyStaff('success', 'push.switchedOn', 'short'),
              (error: unknown) =>
                showSwitchOnFailure(error, (e) =>
                  showFieldRefusal(form, e, (field) => (field === 'label' ? 'label' : undefined)),
                ),
            );
          })}
        >
          <FormInput
            name="label"
            label={t('push.label')}
            hint={t('push.labelHint')}
            maxLength={labelMaxLength}
            autoComplete="off"
            required
          />
          <SubmitButton>{t('push.switchOn')}</SubmitButton>
        </Form>
      ) : null}
      {push.state === 'on' ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
            disabled={test.isPending}
            onClick={sendTest}
          >
            {t('push.test')}
          </button>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            disabled={push.switchOff.isPending}
            onClick={() =>
              push.switchOff.mutate(undefined, {
                onSuccess: () => notifyStaff('success', 'push.switchedOff', 'short'),
                onError: () => notifyServerError(),
              })
            }
          >
            {t('push.switchOff')}
          </button>
        </div>
      ) : null}
      <DeviceList devices={push.devices} thisDeviceId={push.thisDevice?.id} />
    </section>
  );
}

/** What to do when the browser refuses or cannot receive notifications. */
function StateHelp({ state }: { state: DeviceState }) {
  const { t } = useTranslation('staff');
  if (state === 'blocked') return <p className={styles.help}>{t('push.blockedHelp')}</p>;
  if (state === 'unsupported') return <p className={styles.help}>{t('push.unsupportedHelp')}</p>;
  return null;
}
