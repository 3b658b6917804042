import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ALL_ROUTES, actionOfRequest, actionsOf } from '@cuvee/contracts';
import { ACTIONS } from '@cuvee/domain';
import { describe, expect, it } from 'vitest';
import { SRC } from './table-writes.ts';

/*
 * Access is decided once (decision 0014; issue 25, Build 1): the route's contract names the
 * action of the access table (or the request field that picks it, `accessBy`), the access hook
 * decides, and no service asks the access table again. A file that calls `can(…)` or
 * `ctx.can(…)` is listed below with why, or who removes it; a new one fails the test, and an
 * entry no longer needed too.
 */
const LEFT: Record<string, string> = {
  // Not a refusal: which of the home's figures to answer, each by its own list's action.
  'modules/overview/overview.service.ts': 'kept (filters what is shown, refuses nothing)',
  // Not the caller's right: which shops' requests an agent's request lists for its deciders.
  'modules/agents/agent-requests.service.ts': 'kept (lists the deciders of other shops)',
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const route = (m: string, p: string) => ALL_ROUTES.find((r) => r.method === m && r.path === p)!;

const asksAgain = (text: string) => /(^|[^\w.])can\(|\bctx\.can\(/m.test(text);

describe('access is decided once, by the route’s contract', () => {
  it('recognises a service asking the access table again', () => {
    expect(asksAgain("if (!can(actor.user, 'quotes.write', shop)) throw")).toBe(true);
    expect(asksAgain('if (!ctx.can(action)) throw forbidden();')).toBe(true);
    expect(asksAgain('const allowed = scanner.can(x); canQuote(); useCan(a)')).toBe(false);
  });

  it('no service or flow asks again (beyond the list)', () => {
    const found = [...files(join(SRC, 'modules')), ...files(join(SRC, 'flows'))]
      .filter((f) => !/\.(test|fixtures?)\.ts$/.test(f))
      .filter((f) => asksAgain(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f))
      .sort();
    expect(found.filter((f) => !(f in LEFT))).toEqual([]);
    expect(Object.keys(LEFT).filter((f) => !found.includes(f))).toEqual([]);
  });

  it('every action a contract names, by route or by request, is in the access table', () => {
    for (const r of ALL_ROUTES)
      for (const a of [r.access, ...actionsOf('accessBy' in r ? r.accessBy : undefined)])
        expect(ACTIONS).toHaveProperty([a]);
  });

  it('the sales entries, moves and quote sending name their real action', () => {
    expect(route('POST', '/v1/orders/:id/send').access).toBe('quotes.write');
    for (const p of ['/v1/orders/manage', '/v1/orders/manage/price'])
      expect(route('POST', p)).toMatchObject({
        access: 'orders.write',
        accessBy: {
          body: 'kind',
          actions: { quote: 'quotes.write', order: 'orders.write', sample: 'orders.write' },
        },
      });
    expect(route('POST', '/v1/orders/:id/actions/:action').accessBy).toMatchObject({
      param: 'action',
      actions: { send: 'quotes.write', validate: 'orders.validate' },
    });
  });

  it('an edit, a refusal or cancellation and an upload name their right by the request', () => {
    const edit = route('PUT', '/v1/orders/:id');
    expect(actionOfRequest(edit, { body: { kind: 'quote' } })).toBe('quotes.write');
    expect(actionOfRequest(edit, { body: { kind: 'sample' } })).toBe('orders.write');
    expect(actionOfRequest(edit, { body: {} })).toBe('orders.write');
    const move = route('POST', '/v1/orders/:id/actions/:action');
    const moveOf = (action: string, body: unknown) => actionOfRequest(move, { params: { action }, body });
    expect(moveOf('refuse', { kind: 'quote' })).toBe('quotes.write');
    expect(moveOf('cancel', { kind: 'quote', reason: 'x' })).toBe('quotes.write');
    expect(moveOf('refuse', { kind: 'sample' })).toBe('orders.validate');
    expect(moveOf('cancel', null)).toBe('orders.validate');
    expect(moveOf('accept', { kind: 'order' })).toBe('quotes.write');
    expect(moveOf('explode', {})).toBe('orders.validate');
    const upload = route('POST', '/v1/uploads');
    expect(actionOfRequest(upload, { query: { kind: 'logo' } })).toBe('shop.images.write');
    expect(actionOfRequest(upload, { query: { kind: 'banner' } })).toBe('shop.images.write');
    expect(actionOfRequest(upload, { query: {} })).toBe('products.images.write');
  });
});
