import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/shared/ui/button-link';
import styles from './mobile-menu.module.css';
import { NavItemLink } from './nav-item-link';
import { guestAccountLink, mobileNav, navFor } from './navigation';
import { useMenuToggle } from './use-menu-toggle';

type MobileMenuProps = {
  /** Open state lives in the header: this menu and the dashboard menu are never both open. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isSignedIn: boolean;
  onLogOut: () => void;
};

/**
 * The slide-out menu that replaces the nav list below the desktop breakpoint (spec 2.4):
 * 'Sign up' for a guest, 'Log Out' once signed in.
 */
export function MobileMenu({ open, onOpenChange, isSignedIn, onLogOut }: MobileMenuProps) {
  const { t } = useTranslation();
  const { toggle, panelRef, panelId, close } = useMenuToggle<HTMLElement>(open, onOpenChange);

  useEffect(() => {
    if (open) panelRef.current?.querySelector('a')?.focus();
  }, [open, panelRef]);

  return (
    <>
      <button type="button" className={styles.toggle} {...toggle}>
        <MenuIcon open={open} />
        <span className="visually-hidden">{t('header.menu')}</span>
      </button>
      {open && <div className={styles.backdrop} />}
      <nav
        id={panelId}
        ref={panelRef}
        className={styles.panel}
        aria-label={t('header.menu')}
        hidden={!open}
      >
        <ul className={styles.list}>
          {navFor(mobileNav, isSignedIn).map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} className={styles.link} onClick={close} />
            </li>
          ))}
        </ul>
        {isSignedIn ? (
          <button
            type="button"
            className={styles.logOut}
            onClick={() => {
              close();
              onLogOut();
            }}
          >
            {t('authHeader.logOut')}
          </button>
        ) : (
          <ButtonLink
            to={guestAccountLink.to}
            size="large"
            className={styles.account}
            onClick={close}
          >
            {t(guestAccountLink.mobileLabel)}
          </ButtonLink>
        )}
      </nav>
    </>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
