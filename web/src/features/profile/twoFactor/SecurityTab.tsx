import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import button from '../../../components/button.module.css';
import form from '../../../components/form/form.module.css';
import { Spinner } from '../../../components/Spinner.tsx';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { accountToast } from '../../../lib/toasts/accountToast.ts';
import { notify, notifyServerError } from '../../../lib/toasts/store.ts';
import { startTwoFactorSetup, type TwoFactorSetup, twoFactorStatusQuery } from '../api/twoFactor.ts';
import { DisableForm } from './DisableForm.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { SetupForm } from './SetupForm.tsx';

/**
 * /profile/security (staff): two-factor login on or off. Enrolment is start → scan → first code → the recovery
 * codes, shown once; staff whom an ADMIN requires to enrol are sent here by the dashboard.
 */
export function SecurityTab() {
  const { t } = useFeatureTranslation('account');
  const { t: tShared } = useTranslation();
  const client = useQueryClient();
  const status = useQuery(twoFactorStatusQuery());
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [starting, setStarting] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: twoFactorStatusQuery().queryKey });

  async function start() {
    setStarting(true);
    try {
      setSetup(await startTwoFactorSetup());
    } catch {
      notifyServerError();
    } finally {
      setStarting(false);
    }
  }

  if (recoveryCodes)
    return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />;
  if (setup)
    return (
      <SetupForm
        setup={setup}
        onCancel={() => setSetup(undefined)}
        onEnabled={(codes) => {
          setSetup(undefined);
          setRecoveryCodes(codes);
          notify(accountToast('success', 'twoFactor.enabled', 'short'));
          void refresh();
        }}
      />
    );
  if (!status.data)
    return status.isError ? (
      <p role="alert">{t('serverError')}</p>
    ) : (
      <Spinner label={tShared('common.loading')} />
    );

  const { enabled, available, setupRequired, recoveryCodesLeft } = status.data;
  return (
    <div className={form.card}>
      <h2>{t('twoFactor.heading')}</h2>
      <p>{t('twoFactor.intro')}</p>
      {setupRequired && <p className={form.alert}>{t('twoFactor.required')}</p>}
      {enabled ? (
        <>
          <p>
            <strong>{t('twoFactor.on')}</strong> {t('twoFactor.codesLeft', { count: recoveryCodesLeft })}
          </p>
          <p>{t('twoFactor.lostPhone')}</p>
          <DisableForm onDisabled={() => void refresh()} />
        </>
      ) : available ? (
        <div className={form.actions}>
          <button
            type="button"
            className={`${button.button} ${button.primary}`}
            onClick={() => void start()}
            disabled={starting}
          >
            {t('twoFactor.start')}
          </button>
        </div>
      ) : (
        <p>{t('twoFactor.notAvailable')}</p>
      )}
    </div>
  );
}
