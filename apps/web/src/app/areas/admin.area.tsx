import type { ComponentType } from 'react';
import { MaintenancePlanner } from '../../features/admin/maintenance-planner.tsx';
import { ComingSoonPage } from './coming-soon.page.tsx';

const PAGES: Record<string, ComponentType> = { '/admin': MaintenancePlanner };

/** The admin chunk: the back office home; orders, products, shops and users come with their modules. */
export function pageFor(path: string): ComponentType {
  return PAGES[path] ?? ComingSoonPage;
}
