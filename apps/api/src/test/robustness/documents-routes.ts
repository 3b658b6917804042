import { ALL_ROUTES } from '@cuvee/contracts';
import { ruleOf } from '@cuvee/domain';
import type { TwoPortfolios } from '../../modules/documents/documents.scope.fixtures.ts';
import { type JsonSchema, type Operation, operationName } from './openapi.ts';
import { mainBranch, sample, typeOf } from './values.ts';

// The sales-document routes of the OpenAPI document, and the requests that put one portfolio's
// ids in their slots: what documents-scope.rules.test.ts asks the agent.

export type Side = TwoPortfolios['mine'];
export type Target = 'order' | 'invoice' | 'document';

/**
 * The routes of sales documents: under /v1/documents, or naming a PDF or a document. A shop's
 * legal documents (its terms of sale, public texts every visitor reads) are not sales documents.
 */
export const isDocumentRoute = (op: Operation) =>
  /\/documents\b|pdf|document/i.test(op.path) && !/legal-documents/.test(op.path);

const accessOf = new Map(
  ALL_ROUTES.map((r) => [`${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`, r.access]),
);
/**
 * Whether an agent may call the operation at all. A route for the staff only (the shipping desk's
 * one-PDF prints, issue 24: manageDelivery) answers every agent 403 by the access table: there is
 * no other portfolio to keep apart from them; its other shop's refusal is its module's test.
 */
export function agentMayCall(op: Operation): boolean {
  const action = accessOf.get(operationName(op));
  const rule = action ? ruleOf(action) : null;
  return !(rule?.who === 'shop' && !rule.relations.includes('agent'));
}

/** What an id names, from its own name or the path segment before it. */
export function targetOf(op: Operation, name: string): Target | null {
  if (/invoice/i.test(name)) return 'invoice';
  if (/order/i.test(name)) return 'order';
  if (/document/i.test(name)) return 'document';
  if (name !== 'id') return null;
  const before = op.path.split(`{${name}}`)[0]!.split('/').filter(Boolean).at(-1) ?? '';
  if (/invoice|credit/i.test(before)) return 'invoice';
  if (/order|quote/i.test(before)) return 'order';
  return 'document';
}

/** The ids of one side for a target: a document may be an invoice's PDF or an order's. */
export const idsOf = (side: Side, target: Target): string[] =>
  target === 'order'
    ? [side.orderId]
    : target === 'invoice'
      ? [side.invoiceId]
      : [side.invoiceDocId, side.orderDocId];

export type Request = { method: Operation['method']; url: string; body?: unknown };

/** Where an id goes in a request: a path parameter, a query parameter or a body property. */
export type Slot = { in: 'path' | 'query' | 'body'; name: string; target: Target; many: boolean };

export function slotsOf(op: Operation): Slot[] {
  const slots: Slot[] = [];
  for (const prm of op.pathParams) {
    const target = targetOf(op, prm.name);
    if (target) slots.push({ in: 'path', name: prm.name, target, many: false });
  }
  for (const prm of op.queryParams) {
    const target = /id/i.test(prm.name) ? targetOf(op, prm.name) : null;
    if (target) slots.push({ in: 'query', name: prm.name, target, many: typeOf(prm.schema) === 'array' });
  }
  for (const [name, prop] of Object.entries(mainBranch(op.body ?? {}).properties ?? {})) {
    const target = /ids?$/i.test(name) ? targetOf(op, name) : null;
    if (target) slots.push({ in: 'body', name, target, many: typeOf(prop) === 'array' });
  }
  return slots;
}

/** The body's other properties: the required ones sampled (e-mails: the agent's client's). */
function bodyBase(op: Operation, slots: Slot[], variant: number): Record<string, unknown> | undefined {
  if (!op.body) return undefined;
  const schema = mainBranch(op.body);
  const out: Record<string, unknown> = {};
  let enumSeen = false;
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const slot = slots.find((s) => s.in === 'body' && s.name === name);
    if (slot) {
      if (slot.many) out[name] = [];
      continue;
    }
    if (!schema.required?.includes(name)) continue;
    const s = mainBranch(prop);
    // One enum property is tried value by value (a document's kind); the others take a sample.
    if (s.enum?.length && !enumSeen) {
      enumSeen = true;
      out[name] = s.enum[variant % s.enum.length];
    } else out[name] = emails(sample(prop, 0, name), prop);
  }
  return out;
}

const CLIENT_EMAIL = 'contact@cavedespapilles.fr';
const emails = (value: unknown, schema: JsonSchema): unknown => {
  const s = mainBranch(schema);
  if (s.format === 'email') return CLIENT_EMAIL;
  if (Array.isArray(value) && mainBranch(s.items ?? {}).format === 'email') return [CLIENT_EMAIL];
  return value;
};

export const enumCount = (op: Operation) =>
  Math.max(
    1,
    ...Object.values(mainBranch(op.body ?? {}).properties ?? {}).map(
      (prop) => mainBranch(prop).enum?.length ?? 1,
    ),
  );

/** One request per id slot and per id of the side, the other slots left empty or `mine`'s. */
export function requestsFor(op: Operation, slot: Slot, side: Side, variant: number, mine: Side): Request[] {
  const slots = slotsOf(op);
  return idsOf(side, slot.target).map((id) => {
    let url = op.path;
    for (const s of slots.filter((x) => x.in === 'path')) {
      const value = s.name === slot.name && slot.in === 'path' ? id : idsOf(mine, s.target)[0]!;
      url = url.replace(`{${s.name}}`, value);
    }
    const query = new URLSearchParams();
    if (slot.in === 'query') query.set(slot.name, id);
    const body = bodyBase(op, slots, variant);
    if (slot.in === 'body' && body) body[slot.name] = slot.many ? [id] : id;
    return { method: op.method, url: query.size ? `${url}?${query}` : url, body };
  });
}
