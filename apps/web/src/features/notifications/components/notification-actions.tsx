import type { Notification } from '@cuvee/contracts';
import { createContext, type ReactNode, useContext } from 'react';

type Render = (notification: Notification) => ReactNode;

const NotificationActionsContext = createContext<Render>(() => null);

/**
 * What a notification's item offers besides its link (an agent request's 'Accepter' /
 * 'Refuser', decision 0025). The app composes it from the features that act, since a feature
 * does not import another (docs/layout.md).
 */
export function NotificationActionsProvider({ render, children }: { render: Render; children: ReactNode }) {
  return <NotificationActionsContext.Provider value={render}>{children}</NotificationActionsContext.Provider>;
}

export function useNotificationActions(): Render {
  return useContext(NotificationActionsContext);
}
