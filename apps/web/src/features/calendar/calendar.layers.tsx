import { createContext, type ReactNode, useContext } from 'react';

/*
 * What other features show in the calendar beside the tasks (the reservations and the slots of
 * wine tourism, issue 27), given by the area that composes the page: the calendar knows items,
 * not the features that make them (ARCHITECTURE: features do not import each other).
 */

/** One thing shown in the calendar: read only, opened by its link. */
export type CalendarItem = {
  id: string;
  title: string;
  /** ISO instants. */
  start: string;
  end: string;
  /** A CSS colour for its block. */
  colour: string;
  /** Where a click leads (a booking's page, an event's). */
  href: string;
  /** Shown faded (a full slot, a cancelled booking). */
  faded?: boolean;
};

/** The visible range, as the calendar reports it (ISO instants), once known. */
export type CalendarRange = { from: string; to: string } | null;

/** What a layer answers for a range: its items and how its loading goes. */
export type CalendarLayerState = {
  items: readonly CalendarItem[];
  isFetching: boolean;
  isError: boolean;
  refetch(): void;
};

/** A hook reading a layer's items for the visible range (the same hook on every render). */
export type CalendarLayer = (range: CalendarRange) => CalendarLayerState;

const NONE: CalendarLayerState = { items: [], isFetching: false, isError: false, refetch: () => {} };
const noLayer: CalendarLayer = () => NONE;

const CalendarLayerContext = createContext<CalendarLayer>(noLayer);

/** The area's layer for the calendar page below it. */
export function CalendarLayerProvider(props: { layer: CalendarLayer; children: ReactNode }) {
  return <CalendarLayerContext.Provider value={props.layer}>{props.children}</CalendarLayerContext.Provider>;
}

/** The items the composing area shows for `range` (none when it gave no layer). */
export function useCalendarLayer(range: CalendarRange): CalendarLayerState {
  const useLayer = useContext(CalendarLayerContext);
  return useLayer(range);
}
