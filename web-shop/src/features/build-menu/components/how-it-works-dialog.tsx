import { useTranslation } from 'react-i18next';
import { Dialog, DialogBody } from '@/shared/ui/dialog/dialog';
import styles from './plan.module.css';

/** What the planner does, in plain words. */
export function HowItWorksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('buildMenu.howItWorks.title')}>
      <DialogBody>
        <div className={styles.form}>
          <p>{t('buildMenu.howItWorks.cost')}</p>
          <p>{t('buildMenu.howItWorks.calories')}</p>
          <p>{t('buildMenu.howItWorks.macros')}</p>
          <p>{t('buildMenu.howItWorks.pantry')}</p>
          <p>{t('buildMenu.howItWorks.swap')}</p>
        </div>
      </DialogBody>
    </Dialog>
  );
}
