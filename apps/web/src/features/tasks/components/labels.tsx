import {
  labelOf,
  TASK_ACTIVITIES,
  TASK_PRIORITIES,
  type TaskActivity,
  type TaskPriority,
} from '@cuvee/domain';
import CallOutlined from '@mui/icons-material/CallOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LiquorOutlined from '@mui/icons-material/LiquorOutlined';
import MoreHorizOutlined from '@mui/icons-material/MoreHorizOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import StoreOutlined from '@mui/icons-material/StoreOutlined';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import '../tasks.i18n.ts';

/** An icon per activity of spec §3. */
export const ACTIVITY_ICONS: Record<TaskActivity, () => ReactElement> = {
  phone: () => <CallOutlined />,
  email: () => <EmailOutlined />,
  visit: () => <DirectionsCarOutlined />,
  tasting: () => <LiquorOutlined />,
  tour: () => <StorefrontOutlined />,
  animation: () => <CelebrationOutlined />,
  salon: () => <StoreOutlined />,
  lunch: () => <RestaurantOutlined />,
  meeting: () => <EventOutlined />,
  orderPreparation: () => <Inventory2Outlined />,
  other: () => <MoreHorizOutlined />,
};

/** The priority's colour, on chips and calendar events alike. */
export const PRIORITY_COLORS: Record<TaskPriority, { chip: 'default' | 'warning' | 'error'; event: string }> =
  {
    low: { chip: 'default', event: '#6b7f8e' },
    medium: { chip: 'warning', event: '#b7791f' },
    high: { chip: 'error', event: '#b42318' },
  };

/** The tasks namespace's texts and the domain's lists in the UI language. */
export function useTasksLabels() {
  const { t } = useTranslation('tasks');
  const lang = useUiLanguage();
  return {
    t,
    lang,
    activity: (key: TaskActivity) => labelOf(TASK_ACTIVITIES, key, lang),
    priority: (key: TaskPriority) => labelOf(TASK_PRIORITIES, key, lang),
    activityOptions: TASK_ACTIVITIES.map((a) => ({ value: a.key, label: a[lang] })),
    priorityOptions: TASK_PRIORITIES.map((p) => ({ value: p.key, label: p[lang] })),
  };
}
