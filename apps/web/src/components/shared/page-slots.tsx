import { createContext, type ReactNode, useContext } from 'react';

/*
 * Named places in a page that another feature fills, given by the area that composes the page
 * (like PageActions): the order's page shows the invoices' and the payments' panels for its
 * order without importing those features (ARCHITECTURE: features do not import each other).
 */
export type SlotRender = (props: { id: string }) => ReactNode;
type Slots = Readonly<Record<string, SlotRender>>;

const PageSlotsContext = createContext<Slots>({});

export function PageSlots(props: { slots: Slots; children: ReactNode }) {
  return <PageSlotsContext.Provider value={props.slots}>{props.children}</PageSlotsContext.Provider>;
}

/** What the composing area put in the slot `name` for this record, or nothing. */
export function Slot(props: { name: string; id: string }): ReactNode {
  const render = useContext(PageSlotsContext)[props.name];
  return render ? render({ id: props.id }) : null;
}
