import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { groupOf } from './task-groups.ts';

const now = dayjs('2026-11-24T14:00:00');
const at = (iso: string, over: { done?: boolean; allDay?: boolean } = {}) => ({
  dueAt: dayjs(iso).toISOString(),
  done: over.done ?? false,
  allDay: over.allDay ?? false,
});

describe('groupOf', () => {
  it.each([
    ['2026-11-23T10:00:00', {}, 'overdue'],
    ['2026-11-24T09:00:00', {}, 'overdue'],
    ['2026-11-24T09:00:00', { allDay: true }, 'today'],
    ['2026-11-24T16:00:00', {}, 'today'],
    ['2026-11-25T10:00:00', {}, 'upcoming'],
    ['2026-11-20T10:00:00', { done: true }, 'done'],
  ] as const)('%s %o is %s', (iso, over, group) => {
    expect(groupOf(at(iso, over), now)).toBe(group);
  });
});
