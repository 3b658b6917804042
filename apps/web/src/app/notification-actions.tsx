import type { Notification } from '@cuvee/contracts';
import { lazy, Suspense } from 'react';

// Loaded with the first agent request shown, never on a visitor's first page.
const AgentRequestActions = lazy(() =>
  import('../features/agents/components/agent-request-actions.tsx').then((m) => ({
    default: m.AgentRequestActions,
  })),
);

const AgentInvitationActions = lazy(() =>
  import('../features/agents/components/agent-invitation-actions.tsx').then((m) => ({
    default: m.AgentInvitationActions,
  })),
);

/** The actions of a notification's item, by type (decisions 0025 and 0155: an agent's request, a shop's invitation). */
export function renderNotificationActions(notification: Notification) {
  if (notification.type === 'agentInvitation' && notification.shopId)
    return (
      <Suspense fallback={null}>
        <AgentInvitationActions shopId={notification.shopId} />
      </Suspense>
    );
  if (notification.type !== 'agentRequest' || !notification.shopId || !notification.subjectId) return null;
  return (
    <Suspense fallback={null}>
      <AgentRequestActions shopId={notification.shopId} agentId={notification.subjectId} />
    </Suspense>
  );
}
