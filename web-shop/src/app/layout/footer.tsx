import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brandHandle } from '@/shared/brand';
import styles from './footer.module.css';
import { Logo } from './logo';
import { FacebookIcon, InstagramIcon, TikTokIcon } from './social-icons';

type SocialLink = { href: string; label: ParseKeys; icon: ReactNode };

const socialLinks: readonly SocialLink[] = [
  {
    href: `https://www.instagram.com/${brandHandle}`,
    label: 'footer.instagram',
    icon: <InstagramIcon />,
  },
  {
    href: `https://www.facebook.com/${brandHandle}`,
    label: 'footer.facebook',
    icon: <FacebookIcon />,
  },
  { href: `https://www.tiktok.com/@${brandHandle}`, label: 'footer.tiktok', icon: <TikTokIcon /> },
];

const legalLinks: readonly { to: string; label: ParseKeys }[] = [
  { to: '/tos', label: 'footer.tos' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/delivery', label: 'footer.delivery' },
];

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p className={styles.tagline}>{t('brand.tagline')}</p>
        </div>
        <nav aria-label={t('footer.social')}>
          <ul className={styles.social}>
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.socialLink} aria-label={t(link.label)}>
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <ul className={styles.legal}>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.legalLink}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
