import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/shared/ui/button-link';
import styles from './mobile-menu.module.css';
import { NavItemLink } from './nav-item-link';
import { guestAccountLink, mobileNav } from './navigation';
import { useDismiss } from './use-dismiss';

/** The slide-out menu that replaces the nav list below the desktop breakpoint. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();

  useDismiss(open, [toggleRef, panelRef], (reason) => {
    setOpen(false);
    // After Escape the keyboard user continues from the button; a tap elsewhere keeps its own focus.
    if (reason === 'escape') toggleRef.current?.focus();
  });

  useEffect(() => {
    if (open) panelRef.current?.querySelector('a')?.focus();
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
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
          {mobileNav.map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} className={styles.link} onClick={close} />
            </li>
          ))}
        </ul>
        <ButtonLink
          to={guestAccountLink.to}
          size="large"
          className={styles.account}
          onClick={close}
        >
          {t(guestAccountLink.mobileLabel)}
        </ButtonLink>
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
