import type { ComponentType } from 'react';
import { CATALOGUE_PAGES } from '../../features/catalogue/catalogue.pages.tsx';
import { isTourMode } from '../../features/header/tour-mode.ts';
import { AgentHome } from '../../features/home/agent-home.tsx';
import { BuyerHome } from '../../features/home/buyer-home.tsx';
import { OwnerHome } from '../../features/home/owner-home.tsx';
import { LatestNotifications } from '../../features/notifications/latest-notifications.tsx';
import { SettingsPage } from '../../features/settings/settings.page.tsx';
import { ProducerList, ProducersPage } from '../../features/shops/producers.page.tsx';
import { useCurrentUser } from '../../lib/auth.store.ts';
import { ComingSoonPage } from './coming-soon.page.tsx';

/** /dashboard: each role's home, composed from the features. */
function HomePage() {
  const user = useCurrentUser();
  switch (user?.role) {
    case 'owner':
    case 'iam':
      return <OwnerHome notifications={<LatestNotifications />} />;
    case 'buyer':
      return <BuyerHome producers={<ProducerList compact />} notifications={<LatestNotifications />} />;
    case 'agent':
      return <AgentHome producers={<ProducerList compact />} tourMode={isTourMode()} />;
    default:
      return null;
  }
}

const PAGES: Record<string, ComponentType> = {
  '/dashboard': HomePage,
  '/dashboard/settings': SettingsPage,
  '/shops': ProducersPage,
  ...CATALOGUE_PAGES,
};

/** The dashboard chunk: homes, settings, producers; the business pages come with their modules. */
export function pageFor(path: string): ComponentType {
  return PAGES[path] ?? ComingSoonPage;
}
