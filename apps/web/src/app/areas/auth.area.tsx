import { lazy } from 'react';
import { LoginPage } from '../../features/auth/pages/login.page.tsx';
import type { PageMap } from '../page-map.ts';

// Inside the auth chunk, the forms that need the validation schemas (zod) load on their own,
// so that the login page stays light (200 KB budget, bench/login-bundle.mjs).
const RegisterChoicePage = lazy(() =>
  import('../../features/auth/pages/register-choice.page.tsx').then((m) => ({
    default: m.RegisterChoicePage,
  })),
);
const RegisterSellerPage = lazy(() =>
  import('../../features/auth/pages/register-seller.page.tsx').then((m) => ({
    default: m.RegisterSellerPage,
  })),
);
const RegisterAgentPage = lazy(() =>
  import('../../features/auth/pages/register-agent.page.tsx').then((m) => ({ default: m.RegisterAgentPage })),
);
const RegisterBuyerPage = lazy(() =>
  import('../../features/auth/pages/register-buyer.page.tsx').then((m) => ({ default: m.RegisterBuyerPage })),
);
const ValidatePage = lazy(() =>
  import('../../features/auth/pages/validate.page.tsx').then((m) => ({ default: m.ValidatePage })),
);
const ResetPasswordPage = lazy(() =>
  import('../../features/auth/pages/resetpwd.page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);

/** The auth chunk: sign-in, registrations, password reset, e-mail validation. */
export const pages: PageMap<'auth'> = {
  'auth.home': LoginPage,
  'auth.login': LoginPage,
  'auth.register': RegisterChoicePage,
  'auth.register.seller': RegisterSellerPage,
  'auth.register.agent': RegisterAgentPage,
  'auth.register.buyer': RegisterBuyerPage,
  'auth.resetPassword': ResetPasswordPage,
  'auth.validate': ValidatePage,
};
