import { Navigate, type RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';

/** The sign-in pages (spec 2.2), each loaded when first visited. */
export const authRoutes = (): RouteObject[] => [
  {
    path: 'signin',
    lazy: withTexts(['auth-forms'], async () => {
      const { SignInPage } = await import('./components/sign-in-page');
      return { Component: SignInPage };
    }),
  },
  {
    path: 'signin/redirection',
    lazy: withTexts(['auth-forms'], async () => {
      const { SocialReturnPage } = await import('./components/social-return-page');
      return { Component: SocialReturnPage };
    }),
  },
  // Signing up is the account step of onboarding.
  { path: 'signup', element: <Navigate to="/onboarding/account" replace /> },
  {
    path: 'forgot-password',
    lazy: withTexts(['auth-forms'], async () => {
      const { ForgotPasswordPage } = await import('./components/forgot-password-page');
      return { Component: ForgotPasswordPage };
    }),
  },
  {
    path: 'resetPassword/:code',
    lazy: withTexts(['auth-forms'], async () => {
      const { ResetPasswordPage } = await import('./components/reset-password-page');
      return { Component: ResetPasswordPage };
    }),
  },
  {
    path: 'verify-email',
    lazy: withTexts(['auth-forms'], async () => {
      const { VerifyEmailPage } = await import('./components/verify-email-page');
      return { Component: VerifyEmailPage };
    }),
  },
  {
    path: 'verifyEmail/:token',
    lazy: withTexts(['auth-forms'], async () => {
      const { VerifyEmailTokenPage } = await import('./components/verify-email-token-page');
      return { Component: VerifyEmailTokenPage };
    }),
  },
  {
    path: 'admin/signin',
    lazy: withTexts(['auth-forms'], async () => {
      const { AdminSignInPage } = await import('./components/admin-sign-in-page');
      return { Component: AdminSignInPage };
    }),
  },
];
