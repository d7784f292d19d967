import { useTranslation } from 'react-i18next';
import { SignedInOnly, type SignedInUser } from '@/shared/session/signed-in-only';
import { AddressesSection } from './addresses-section';
import { DevicesSection } from './devices-section';
import { DietSection } from './diet-section';
import { PasswordSection } from './password-section';
import { PaymentMethodsSection } from './payment-methods-section';
import { ProfileSection } from './profile-section';
import { RemindersSection } from './reminders-section';
import { ServingsSection } from './servings-section';
import styles from './settings-page.module.css';
import { YourDataSection } from './your-data-section';

/**
 * /settings: the signed-in shopper's profile, diet, servings, password, addresses, cards, the
 * pantry's reminder mails, logging out of all devices, and the shopper's data: download it, or
 * delete the account.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly signedOutTitle={t('settings.signedOut')}>
      {(user) => <Settings user={user} />}
    </SignedInOnly>
  );
}

function Settings({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('settings.title')}</h1>
      {/* Keyed by the account: another shopper signing in starts from their own profile. */}
      <div key={user._id} className={styles.sections}>
        <ProfileSection user={user} />
        <DietSection user={user} />
        <ServingsSection user={user} />
        <PasswordSection user={user} />
        <AddressesSection user={user} />
        <PaymentMethodsSection />
        <RemindersSection />
        <DevicesSection />
        <YourDataSection user={user} />
      </div>
    </div>
  );
}
