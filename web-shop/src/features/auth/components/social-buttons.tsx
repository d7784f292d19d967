import type { SocialProvider } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import { useSocialLogins } from '../hooks/use-social-logins';
import styles from './form.module.css';

/**
 * 'Continue with Google' / 'Continue with Facebook': links, since each leaves the shop for the
 * server's redirect to the provider.
 */
export function SocialButtons({ order }: { order: readonly SocialProvider[] }) {
  const { t } = useTranslation();
  const logins = useSocialLogins(order);
  if (logins.length === 0) return null;
  return (
    <div className={styles.social}>
      {logins.map(({ provider, href }) => (
        <a key={provider} href={href} className={styles.socialButton}>
          {provider === 'google' ? <GoogleMark /> : <FacebookMark />}
          {t(provider === 'google' ? 'auth.social.google' : 'auth.social.facebook')}
        </a>
      ))}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285f4"
        d="M22 12.2c0-.7-.1-1.4-.2-2H12v3.9h5.6a4.8 4.8 0 0 1-2 3.1v2.6h3.3c1.9-1.8 3.1-4.4 3.1-7.6z"
      />
      <path
        fill="#34a853"
        d="M12 22c2.8 0 5.1-.9 6.9-2.5l-3.3-2.6c-.9.6-2.1 1-3.6 1-2.7 0-5-1.8-5.8-4.3H2.8v2.7A10 10 0 0 0 12 22z"
      />
      <path fill="#fbbc05" d="M6.2 13.6a6 6 0 0 1 0-3.8V7.1H2.8a10 10 0 0 0 0 9.2l3.4-2.7z" />
      <path
        fill="#ea4335"
        d="M12 5.9c1.5 0 2.9.5 4 1.5l3-3A10 10 0 0 0 2.8 7.1l3.4 2.7C7 7.7 9.3 5.9 12 5.9z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="#1877f2" />
      <path
        fill="#ffffff"
        d="M13.4 21v-7h2.3l.4-2.8h-2.7V9.5c0-.8.3-1.4 1.4-1.4h1.4V5.6c-.3 0-1.1-.1-2-.1-2 0-3.4 1.2-3.4 3.5v2.2H8.5V14h2.3v7h2.6z"
      />
    </svg>
  );
}
