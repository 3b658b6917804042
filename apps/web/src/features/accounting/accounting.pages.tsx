import type { RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

// The books' pages for the dashboard area, each in its own chunk (issue 26).

/** Route id → page, for the dashboard area's page map (decision 0018). */
export const ACCOUNTING_PAGES = {
  'dashboard.accounting.codes': lazyPage(() => import('./pages/codes.page.tsx').then((m) => m.CodesPage)),
  'dashboard.accounting.journals': lazyPage(() =>
    import('./pages/journals.page.tsx').then((m) => m.JournalsPage),
  ),
} satisfies Partial<Record<RouteIdOf<'dashboard'>, ComponentType>>;

/** The settings section `accounting` (?link=accounting): the chart of accounts. */
export const AccountingSettingsSection = lazyPage(() =>
  import('./pages/codes.page.tsx').then((m) => m.AccountingSettingsSection),
);
