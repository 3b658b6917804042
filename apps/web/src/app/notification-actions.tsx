import type { Notification } from '@cuvee/contracts';
import { lazy, Suspense } from 'react';

// Loaded with the first agent request shown, never on a visitor's first page.
const AgentRequestActions = lazy(() =>
  import('../features/agents/components/agent-request-actions.tsx').then((m) => ({
    default: m.AgentRequestActions,
  })),
);

/** The actions of a notification's item, by type (decision 0025: an agent's request). */
export function renderNotificationActions(notification: Notification) {
  if (notification.type !== 'agentRequest' || !notification.shopId || !notification.subjectId) return null;
  return (
    <Suspense fallback={null}>
      <AgentRequestActions shopId={notification.shopId} agentId={notification.subjectId} />
    </Suspense>
  );
}
