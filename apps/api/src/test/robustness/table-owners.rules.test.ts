import { describe, expect, it } from 'vitest';
import {
  allForeignWrites,
  foreignWrites,
  isFixture,
  isTest,
  tableOwners,
  type Write,
} from './table-writes.ts';

/*
 * A module owns its tables (issue 25, Build 1; ARCHITECTURE.md 'Module boundaries and flows'):
 * no module and no flow inserts into, updates or deletes from a table declared in another
 * module's *.table.ts; it calls the behaviour the owner's index.ts exports. Test fixtures
 * build upstream rows through the owners' functions too.
 *
 * None is left in the modules and flows (issue 25); the fixtures' writes still left follow, each
 * with why. An entry no longer needed fails the test too, so the list only shrinks.
 */
const LEFT: Record<string, string> = {};

const FIXTURES_LEFT: Record<string, string> = {
  // What the owners cannot make: an invoice in a shop registered a minute ago (no catalogue, no
  // client) to a buyer's e-mail the test chooses (documents.send-rules.test.ts).
  'modules/documents/documents.fixtures.ts insert invoices':
    'stays: an invoice of a shop without catalogue, to a chosen buyer e-mail',
  // Receivables' tests need chosen due dates, issue dates in past years and free-standing credit
  // notes (no invoice issue or credit flow makes those); their orders only carry the link.
  'modules/receivables/receivables.fixtures.ts insert orders':
    'stays: orders of chosen totals for the invoices below',
  'modules/receivables/receivables.fixtures.ts insert invoices':
    'stays: chosen due dates and free-standing credit notes',
};

const key = (w: Write) => `${w.file} ${w.op} ${w.table}`;
const isSupport = (p: string) => isFixture(p) || /\.test\.support\.ts$/.test(p);

function check(writes: Write[], left: Record<string, string>) {
  const found = [...new Set(writes.map(key))].sort();
  return {
    unlisted: found.filter((k) => !(k in left)),
    stale: Object.keys(left).filter((k) => !found.includes(k)),
  };
}

describe('a module writes only its own tables', () => {
  it('finds a write into another module’s table, aliased or through a scoped helper', () => {
    const owners = tableOwners();
    expect(owners.get('orders')).toBe('orders');
    expect(owners.get('documents')).toBe('documents');
    const text = `import { orders as o, orderEvents } from '../orders/index.ts';
      import { invoices } from './invoices.table.ts';
      await scoped(tx, s).update(o).set({ status: 'cancelled' });
      await tx.insert(orderEvents).values([]);
      await s.update(invoices).set({});`;
    expect(foreignWrites('x.ts', text, 'invoices', owners).map((w) => `${w.op} ${w.table}`)).toEqual([
      'update orders',
      'insert orderEvents',
    ]);
    // A flow owns no table: it calls the modules.
    expect(foreignWrites('f.ts', text, 'flows', owners)).toHaveLength(3);
  });

  it('no module or flow writes a table another module declares (beyond the list being removed)', () => {
    const { unlisted, stale } = check(
      allForeignWrites((p) => !isTest(p) && !isSupport(p)),
      LEFT,
    );
    expect(unlisted, 'call the owning module’s export instead').toEqual([]);
    expect(stale, 'remove these entries: the write is gone').toEqual([]);
  });

  it('no fixture inserts another module’s rows (beyond the list being removed)', () => {
    const { unlisted, stale } = check(allForeignWrites(isSupport), FIXTURES_LEFT);
    expect(unlisted, 'build upstream rows through the owning module’s functions').toEqual([]);
    expect(stale, 'remove these entries: the write is gone').toEqual([]);
  });
});
