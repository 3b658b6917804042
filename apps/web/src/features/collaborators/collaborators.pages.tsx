import type { RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

/** Route id → page, for the dashboard area's page map (decision 0018; issue 28). */
export const COLLABORATORS_PAGES = {
  'dashboard.collaborators.list': lazyPage(() =>
    import('./pages/collaborators.page.tsx').then((m) => m.CollaboratorsPage),
  ),
  'dashboard.collaborators.add': lazyPage(() =>
    import('./pages/collaborator-add.page.tsx').then((m) => m.CollaboratorAddPage),
  ),
  'dashboard.collaborators.show': lazyPage(() =>
    import('./pages/collaborator.page.tsx').then((m) => m.CollaboratorPage),
  ),
} satisfies Partial<Record<RouteIdOf<'dashboard'>, ComponentType>>;

/** The settings section `roles` (?link=roles): the presets of the collaborators' rights. */
export const RolesSettingsSection = lazyPage(() =>
  import('./components/roles.section.tsx').then((m) => m.RolesSection),
);
