import { createContext, type ReactNode, useContext } from 'react';

/*
 * A page's extra toolbar actions, given by the area that composes it: a feature's page shows
 * another feature's action (the client list's 'Importer') without importing that feature
 * (ARCHITECTURE: features do not import each other; pages are composed).
 */
const PageActionsContext = createContext<ReactNode>(null);

export function PageActions(props: { actions: ReactNode; children: ReactNode }) {
  return <PageActionsContext.Provider value={props.actions}>{props.children}</PageActionsContext.Provider>;
}

/** The actions the composing area gave this page (nothing by default). */
export function usePageActions(): ReactNode {
  return useContext(PageActionsContext);
}
