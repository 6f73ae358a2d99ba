import type { User } from '@konyha/domain/users/user.schemas';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../components/button.module.css';
import { call } from '../../../lib/api.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { notifyStaff } from '../../shared/notifyStaff.ts';

/**
 * For a staff member who lost the phone and the recovery codes: the ADMIN switches their two-factor login off
 * (DELETE /user/two-factor/{id}); they log in with the password alone and set it up again on their security tab.
 */
export function TwoFactorReset({ user }: { user: User }) {
  const { t } = useTranslation('staff');
  const reset = useMutation({
    mutationFn: () => call('DELETE /user/two-factor/:userId', { params: { userId: user.id } }),
    onSuccess: () => notifyStaff('success', 'toast.twoFactorReset', 'short'),
    onError: notifyServerError,
  });
  return (
    <p>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
        disabled={reset.isPending}
        onClick={() => reset.mutate()}
      >
        {t('user.twoFactorReset')}
      </button>{' '}
      {t('user.twoFactorResetHint')}
    </p>
  );
}
