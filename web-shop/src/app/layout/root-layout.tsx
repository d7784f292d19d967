import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { OnboardingCompletion } from '@/features/account/components/onboarding-completion';
import { LoginPopupHost } from '@/features/auth/components/login-popup-host';
import { BottomBar } from '@/features/cart/components/bottom-bar';
import { CartNotice } from '@/features/cart/components/cart-notice';
import { CartPopup } from '@/features/cart/components/cart-popup';
import { useAddRecipesLink } from '@/features/cart/hooks/use-add-recipes-link';
import { StepOneCheckout } from '@/features/groceries/components/step-one-checkout';
import { NoticeHost } from '@/shared/notices/notice-host';
import { useSessionGuard } from '@/shared/session/use-session-guard';
import { rememberCampaignPromoCode } from '@/shared/startup/local-storage';
import { StartupGate } from '@/shared/startup/startup-gate';
import { startupHandle } from '@/shared/storefront/storefront-handle';
import { useStorefrontHandle } from '@/shared/storefront/use-storefront';
import { Footer } from './footer';
import { Header } from './header';
import { Logo } from './logo';
import styles from './root-layout.module.css';
import { useDocumentTitle } from './use-document-title';

export function RootLayout() {
  const { t } = useTranslation();
  const isLoadingPage = useNavigation().state === 'loading';
  useDocumentTitle();
  const startupHandle = useStartupHandle();
  const [cartOpen, setCartOpen] = useState(false);
  useAddRecipesLink();
  useSessionGuard();

  return (
    <StartupGate handle={startupHandle} brand={<Logo />}>
      <div className={styles.page}>
        <a href="#main" className={styles.skipLink}>
          {t('common.skipToContent')}
        </a>
        <Header onOpenCart={() => setCartOpen(true)} />
        {isLoadingPage && <div className={styles.pending} aria-hidden="true" />}
        <main id="main" tabIndex={-1} className={styles.main} aria-busy={isLoadingPage}>
          <Outlet />
        </main>
        <Footer />
        <CartNotice />
        <OnboardingCompletion />
        <BottomBar onOpenSummary={() => setCartOpen(true)} checkout={<StepOneCheckout />} />
        <CartPopup open={cartOpen} onClose={() => setCartOpen(false)} />
        <LoginPopupHost />
        <NoticeHost />
        {/* Scrolls to the top on every new page (or to its #anchor) and restores on back/forward. */}
        <ScrollRestoration />
      </div>
    </StartupGate>
  );
}

/**
 * The storefront the visit starts on, fixed for the visit: the start-up call fetches its
 * influencer, and later storefronts are looked up on their own. The campaign promo code of the
 * landing URL is kept at the same moment.
 */
function useStartupHandle(): string {
  const handle = useStorefrontHandle();
  const { search } = useLocation();
  const [startup] = useState(() => ({ handle: startupHandle(handle), search }));
  useEffect(() => rememberCampaignPromoCode(startup.search), [startup]);
  return startup.handle;
}
