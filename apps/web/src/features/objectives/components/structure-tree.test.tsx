import type { StructureMember } from '@cuvee/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import '../../../lib/common.i18n.ts';
import '../objectives.i18n.ts';
import { StructureTree } from './structure-tree.tsx';

// The organisation chart (issue 28 part 4): the owner moves a person under another by the
// 'Rattacher à…' menu, by dragging with the mouse, or with the keyboard (Space, arrows, Space);
// a move that would close a loop is never sent; a reader sees no handle and no menu.

const members: StructureMember[] = [
  { id: 'o', name: 'Claire Vigneron', email: 'o@x.fr', relation: 'owner', reportsTo: null },
  { id: 'l', name: 'Lucas Martin', email: 'l@x.fr', relation: 'iam', reportsTo: 'o' },
  { id: 'a', name: 'Sophie Commerce', email: 'a@x.fr', relation: 'agent', reportsTo: 'l' },
  { id: 'b', name: 'Paul Terrain', email: 'b@x.fr', relation: 'agent', reportsTo: null },
];

// happy-dom lays nothing out: each row of the chart gets a 60 px high box, in document order.
let restore: () => void;
beforeEach(() => {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const row = this.closest('[data-testid="structure-member"]');
    const rows = [...document.querySelectorAll('[data-testid="structure-member"]')];
    const i = row ? rows.indexOf(row) : -1;
    const top = i < 0 ? -1000 : 100 + i * 60;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 400,
      bottom: top + 56,
      width: 400,
      height: 56,
      toJSON: () => ({}),
    } as DOMRect;
  };
  restore = () => {
    Element.prototype.getBoundingClientRect = original;
  };
});
afterEach(() => restore());

/** Space on a handle; the keyboard sensor listens for arrows from the next tick on. */
async function pickUp(handle: HTMLElement) {
  handle.focus();
  await act(async () => {
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const show = (canWrite = true) => {
  const onMove = vi.fn();
  render(<StructureTree members={members} canWrite={canWrite} onMove={onMove} />);
  return onMove;
};

it('nests each person under whom they report', () => {
  show();
  const rows = screen.getAllByTestId('structure-member').map((r) => r.getAttribute('data-member'));
  expect(rows).toEqual(['Claire Vigneron', 'Lucas Martin', 'Sophie Commerce', 'Paul Terrain']);
  expect(screen.getByText('rend compte à Lucas Martin')).toBeInTheDocument();
  const lucas = screen.getAllByRole('treeitem')[1]!;
  expect(within(lucas).getByText('Sophie Commerce')).toBeInTheDocument();
});

it("moves a person with 'Rattacher à…', offering neither themselves nor their own reports", async () => {
  const onMove = show();
  await userEvent.click(screen.getByRole('button', { name: 'Rattacher Lucas Martin à…' }));
  const menu = await screen.findByRole('menu');
  const choices = within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);
  expect(choices).toEqual(['Au sommet de l’organigramme', 'Claire Vigneron', 'Paul Terrain']);
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Paul Terrain' }));
  expect(onMove).toHaveBeenCalledWith({ memberId: 'l', reportsTo: 'b' });
});

it('moves a person with the keyboard: Space, arrows, Space', async () => {
  const onMove = show();
  // Paul is the 4th row: two rows up is Lucas Martin.
  await pickUp(screen.getByRole('button', { name: 'Déplacer Paul Terrain' }));
  // Each press lands on the row above, as a screen reader announces it.
  for (const name of ['Sophie Commerce', 'Lucas Martin']) {
    await act(async () => {
      fireEvent.keyDown(document, { code: 'ArrowUp', key: 'ArrowUp' });
    });
    await screen.findByText(`Au-dessus de ${name}.`);
  }
  await act(async () => {
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
  });
  expect(onMove).toHaveBeenCalledWith({ memberId: 'b', reportsTo: 'l' });
});

it('moves a person by dragging them onto another with the mouse', async () => {
  const onMove = show();
  const handle = screen.getByRole('button', { name: 'Déplacer Paul Terrain' });
  await act(async () => {
    fireEvent.mouseDown(handle, { button: 0, clientX: 10, clientY: 290 });
  });
  // Up onto the first row (Claire Vigneron, 100–156).
  for (const y of [280, 200, 130])
    await act(async () => {
      fireEvent.mouseMove(document, { clientX: 10, clientY: y });
    });
  await act(async () => {
    fireEvent.mouseUp(document, { clientX: 10, clientY: 130 });
  });
  expect(onMove).toHaveBeenCalledWith({ memberId: 'b', reportsTo: 'o' });
});

it('never sends a move that would close a loop', async () => {
  const onMove = show();
  await pickUp(screen.getByRole('button', { name: 'Déplacer Lucas Martin' }));
  await act(async () => {
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
  });
  // Over Sophie Commerce, who reports to Lucas: dropping there would close a loop.
  await screen.findByText('Au-dessus de Sophie Commerce.');
  await act(async () => {
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
  });
  expect(onMove).not.toHaveBeenCalled();
});

it('shows a reader no handle and no menu', () => {
  show(false);
  expect(screen.queryByRole('button', { name: /Déplacer/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /Rattacher/ })).toBeNull();
});
