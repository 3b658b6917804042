import type { StructureMember } from '@cuvee/contracts';
import { reportsUnder, wouldCycle } from '@cuvee/domain';
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/*
 * What a drop or a 'Rattacher à…' choice means in the sales structure: the move to send, or none
 * (dropped on themselves, on their own manager, or a loop the API would refuse anyway).
 */

export const TOP = 'top';
export const ontoId = (memberId: string) => `onto:${memberId}`;

export type Move = { memberId: string; reportsTo: string | null };

const reportsOf = (members: readonly StructureMember[]) => new Map(members.map((m) => [m.id, m.reportsTo]));

/** The move a drop of `memberId` on the drop zone `overId` asks for; 'loop' when it would close one. */
export function moveOfDrop(
  members: readonly StructureMember[],
  memberId: string,
  overId: string | null,
): Move | 'loop' | null {
  if (!overId) return null;
  const member = members.find((m) => m.id === memberId);
  if (!member) return null;
  const target = overId === TOP ? null : overId.startsWith('onto:') ? overId.slice(5) : undefined;
  if (target === undefined || target === memberId || target === member.reportsTo) return null;
  if (target && wouldCycle(reportsOf(members), memberId, target)) return 'loop';
  return { memberId, reportsTo: target };
}

/** Whom a member may be put under: anyone but themselves and those who report to them. */
export function managersFor(members: readonly StructureMember[], memberId: string): StructureMember[] {
  const below = new Set(reportsUnder(reportsOf(members), memberId));
  return members.filter((m) => m.id !== memberId && !below.has(m.id));
}

/**
 * Arrow keys while a person is held: up and down jump from row to row (the drop zones sorted
 * top to bottom), so the keyboard reaches each person in one press.
 */
export const rowKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const { collisionRect, droppableRects } = context;
  if (!collisionRect || !['ArrowDown', 'ArrowUp'].includes(event.code)) return undefined;
  event.preventDefault();
  const tops = [...droppableRects.values()].map((r) => r.top).sort((a, b) => a - b);
  const here = collisionRect.top;
  const next =
    event.code === 'ArrowDown'
      ? tops.find((top) => top > here + 1)
      : [...tops].reverse().find((top) => top < here - 1);
  if (next === undefined) return currentCoordinates;
  return { x: currentCoordinates.x, y: currentCoordinates.y + (next - here) };
};
