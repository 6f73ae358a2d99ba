import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/form/Checkbox.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { twoFactorStatusQuery } from '../../features/profile/index.ts';
import { call } from '../../lib/api.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';

const queryKey = ['settings', 'two-factor-required'];

/** /dashboard/two-factor (ADMIN): require two-factor login of every staff role; saved as soon as it is switched. */
export function TwoFactorRequirementScreen() {
  const { t } = useTranslation('staff');
  const client = useQueryClient();
  const id = useId();
  const current = useQuery({
    queryKey,
    queryFn: ({ signal }) => call('GET /settings/two-factor-required', { signal }),
  });
  const save = useMutation({
    mutationFn: (required: boolean) => call('PUT /settings/two-factor-required', { body: { required } }),
    onSuccess: (answer) => {
      client.setQueryData(queryKey, answer);
      // The ADMIN's own access may change with it (an ADMIN without two-factor login is sent to enrol).
      void client.invalidateQueries({ queryKey: twoFactorStatusQuery().queryKey });
      notifyStaff('success', 'settings.twoFactor.saved', 'short');
    },
    onError: () => notifyServerError(),
  });
  useDocumentTitle(t('nav.two-factor'));

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('nav.two-factor')}</h1>
      <p>{t('settings.twoFactor.intro')}</p>
      {current.data === undefined ? (
        current.isError ? (
          <p role="alert">{t('loadFailed')}</p>
        ) : (
          <Spinner label={t('loading')} />
        )
      ) : (
        <Checkbox
          look="check"
          checked={current.data.required}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
        >
          {t('settings.twoFactor.label')}
        </Checkbox>
      )}
    </section>
  );
}
