import { TasksList } from '../components/tasks-list.tsx';

/** /dashboard/tasks: the team's tasks (crm integration; whose ones: seeAllTask). */
export function TasksPage() {
  return <TasksList />;
}
