import type { Task } from '@cuvee/contracts';
import type { DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { PRIORITY_COLORS } from '../../tasks/components/labels.tsx';
import type { CalendarItem } from '../calendar.layers.tsx';

/** The calendar library's event of a task: coloured by priority, faded once done. */
export function eventOf(task: Task): EventInput {
  const start = dayjs(task.dueAt);
  return {
    id: task.id,
    title: task.client ? `${task.title} — ${task.client.name}` : task.title,
    start: task.allDay ? start.format('YYYY-MM-DD') : start.toDate(),
    end: task.allDay ? undefined : start.add(task.durationMinutes, 'minute').toDate(),
    allDay: task.allDay,
    backgroundColor: PRIORITY_COLORS[task.priority].event,
    borderColor: PRIORITY_COLORS[task.priority].event,
    classNames: task.done ? ['task-done'] : [],
    extendedProps: { task },
  };
}

/** An item of another feature's layer: read only, faded when asked, opened by its link. */
export function eventOfItem(item: CalendarItem): EventInput {
  return {
    id: `item:${item.id}`,
    title: item.title,
    start: new Date(item.start),
    end: new Date(item.end),
    backgroundColor: item.colour,
    borderColor: item.colour,
    editable: false,
    classNames: item.faded ? ['item-faded'] : [],
    extendedProps: { item },
  };
}

export type CalendarMove = { id: string; dueAt: string; durationMinutes?: number; allDay: boolean };

type Props = {
  tasks: readonly Task[];
  /** What other features show beside the tasks (calendar.layers.tsx). */
  items?: readonly CalendarItem[];
  lang: 'fr' | 'en';
  mobile: boolean;
  editable: boolean;
  onRange(from: string, to: string): void;
  onSlot(slot: { dueAt: string; allDay: boolean }): void;
  onOpen(task: Task): void;
  onOpenItem?(item: CalendarItem): void;
  onMove(move: CalendarMove, revert: () => void): void;
};

/**
 * FullCalendar (month, week, day; a list on phones), French first and Monday first. Its own
 * file: the page loads it lazily, the library weighs.
 */
export default function TaskCalendar({
  tasks,
  items = [],
  lang,
  mobile,
  editable,
  onRange,
  onSlot,
  onOpen,
  onOpenItem,
  onMove,
}: Props) {
  const moved = (arg: EventDropArg | EventResizeDoneArg) => {
    const { event } = arg;
    if (!event.start) return arg.revert();
    const minutes = event.end ? dayjs(event.end).diff(event.start, 'minute') : undefined;
    onMove(
      {
        id: event.id,
        dueAt: event.start.toISOString(),
        allDay: event.allDay,
        ...(minutes && !event.allDay ? { durationMinutes: Math.min(Math.max(minutes, 5), 1440) } : {}),
      },
      arg.revert,
    );
  };
  return (
    <Box
      sx={{
        '& .task-done': { opacity: 0.45, textDecoration: 'line-through' },
        '& .item-faded': { opacity: 0.5 },
        '& .fc': { fontSize: { xs: 13, sm: 14 } },
        '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
        '& .fc .fc-toolbar-title': { fontSize: { xs: 17, sm: 22 }, textTransform: 'capitalize' },
        '& .fc .fc-button-primary': { bgcolor: 'primary.main', borderColor: 'primary.main' },
        '& .fc .fc-event': { cursor: 'pointer' },
      }}
    >
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, listPlugin]}
        locales={[frLocale, enGbLocale]}
        locale={lang === 'fr' ? 'fr' : 'en-gb'}
        firstDay={1}
        initialView={mobile ? 'listWeek' : 'timeGridWeek'}
        headerToolbar={
          mobile
            ? { left: 'prev,next today', center: '', right: 'listWeek,timeGridDay' }
            : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' }
        }
        titleFormat={mobile ? { month: 'short', day: 'numeric' } : undefined}
        height="auto"
        slotMinTime="07:00:00"
        slotMaxTime="21:00:00"
        scrollTime="08:00:00"
        nowIndicator
        editable={editable}
        selectable={editable}
        selectMirror
        dayMaxEvents
        // Slots and their bookings share times: at most two side by side, the rest behind '+N'.
        eventMaxStack={2}
        events={[...tasks.map(eventOf), ...items.map(eventOfItem)]}
        datesSet={(arg: DatesSetArg) => onRange(arg.start.toISOString(), arg.end.toISOString())}
        dateClick={(arg: DateClickArg) =>
          editable && onSlot({ dueAt: arg.date.toISOString(), allDay: arg.allDay })
        }
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          const { task, item } = arg.event.extendedProps as { task?: Task; item?: CalendarItem };
          if (item) onOpenItem?.(item);
          else if (task) onOpen(task);
        }}
        eventDrop={moved}
        eventResize={moved}
      />
    </Box>
  );
}
