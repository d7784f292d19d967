import { useTranslation } from 'react-i18next';
import styles from './dashboard-menu.module.css';
import { NavItemLink } from './nav-item-link';
import { dashboardNav } from './navigation';
import { useMenuToggle } from './use-menu-toggle';

type DashboardMenuProps = {
  /** Open state lives in the header: this menu and the mobile menu are never both open. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The shopper's first name, shown on the button. */
  name: string;
  onLogOut: () => void;
};

/** The signed-in shopper's dashboard menu (spec 2.4): their pantry, orders, settings, log out. */
export function DashboardMenu({ open, onOpenChange, name, onLogOut }: DashboardMenuProps) {
  const { t } = useTranslation();
  const { toggle, panelRef, panelId, close } = useMenuToggle<HTMLDivElement>(open, onOpenChange);

  return (
    <div className={styles.anchor}>
      <button type="button" className={styles.toggle} {...toggle}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
        </svg>
        <span className={styles.name}>{name}</span>
        <span className="visually-hidden">{t('authHeader.accountMenu')}</span>
      </button>
      <div id={panelId} ref={panelRef} className={styles.panel} hidden={!open}>
        <nav aria-label={t('authHeader.accountMenu')}>
          <ul className={styles.list}>
            {dashboardNav.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} className={styles.link} onClick={close} />
              </li>
            ))}
          </ul>
        </nav>
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
      </div>
    </div>
  );
}
