import { useTranslation } from 'react-i18next';
import { CartButton } from '@/features/cart/components/cart-button';
import { ButtonLink } from '@/shared/ui/button-link';
import { CountryPicker } from './country-picker';
import styles from './header.module.css';
import { HeaderBrand } from './header-brand';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NavItemLink } from './nav-item-link';
import { desktopNav, guestAccountLink } from './navigation';

export function Header({ onOpenCart }: { onOpenCart: () => void }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <HeaderBrand />
        <nav className={styles.nav} aria-label={t('header.primaryNav')}>
          <ul className={styles.list}>
            {desktopNav.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} className={styles.link} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <CountryPicker />
          <LanguageSwitch />
          <ButtonLink to={guestAccountLink.to} className={styles.account}>
            {t(guestAccountLink.label)}
          </ButtonLink>
          <CartButton onOpen={onOpenCart} />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
