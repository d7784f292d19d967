import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '@/shared/notices/notices';
import { followSignOut } from '@/shared/session/session-changes';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import actions from '@/shared/ui/dialog/dialog-actions.module.css';
import { logOutEverywhere } from '../api/profile-calls';
import formStyles from './form.module.css';

/**
 * 'Log out of all devices': for a phone lost or a computer shared. It asks first, since this
 * browser is signed out too; then the shopper lands home, signed out, as after a logout.
 */
export function DevicesSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logOut = useMutation({
    mutationFn: logOutEverywhere,
    onSuccess: async () => {
      setAsking(false);
      await followSignOut(queryClient);
      await navigate('/');
      notify('success', t('settings.devices.done'));
    },
  });

  function close() {
    logOut.reset();
    setAsking(false);
  }

  return (
    <section className={formStyles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={formStyles.sectionTitle}>
        {t('settings.devices.title')}
      </h2>
      <p className={formStyles.lead}>{t('settings.devices.lead')}</p>
      <div className={formStyles.buttons}>
        <button type="button" className={formStyles.save} onClick={() => setAsking(true)}>
          {t('settings.devices.logOutEverywhere')}
        </button>
      </div>
      <Dialog open={asking} onClose={close} title={t('settings.devices.confirmTitle')}>
        <DialogBody>
          <p>{t('settings.devices.confirmBody')}</p>
          {logOut.isError && (
            <p role="alert" className={formStyles.formProblem}>
              {t('settings.devices.failed')}
            </p>
          )}
        </DialogBody>
        <DialogActions>
          <button type="button" className={actions.secondary} onClick={close}>
            {t('settings.devices.stay')}
          </button>
          <button
            type="button"
            className={actions.danger}
            onClick={() => logOut.mutate()}
            disabled={logOut.isPending}
            aria-busy={logOut.isPending}
          >
            {logOut.isPending ? t('settings.devices.loggingOut') : t('settings.devices.confirm')}
          </button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
