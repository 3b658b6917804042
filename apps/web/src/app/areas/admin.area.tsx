import { MaintenancePlanner } from '../../features/admin/components/maintenance-planner.tsx';
import type { PageMap } from '../page-map.ts';
import { comingSoon } from './coming-soon.page.tsx';

/** The admin chunk: the back office home; orders, products, shops and users come with their modules. */
export const pages: PageMap<'admin'> = {
  'admin.home': MaintenancePlanner,
  'admin.orders': comingSoon('administration'),
  'admin.products': comingSoon('administration'),
  'admin.shops': comingSoon('administration'),
  'admin.users': comingSoon('administration'),
};
