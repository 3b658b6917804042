import type { FastifyInstance } from 'fastify';
import { FORBIDDEN_CHARACTER } from '../../plugins/input-text.ts';
import { type Caller, urlOf } from './checker.ts';
import { baseOf, type RealValues } from './generator.ts';
import type { Operation } from './openapi.ts';
import { type Place, places, probePlace, valueAt, withValue } from './places.ts';
import { NUL, sample, typeOf } from './values.ts';

const ROUNDS = 4;
const FIELD = /^([\w.]+) : /;
const refusedByAccess = (status: number) => status === 401 || status === 403;

/**
 * A body the route's validation accepts, as far as optional fields go, and the callers access
 * lets through (docs/decisions/0026). A JSON schema does not tell a refinement (an e-mail, a
 * phone number), so the sample is sent with a NUL byte in one free-text field, which the
 * input-text check refuses after validation; each optional field validation still names is
 * dropped, and the probe sent again. Nothing is written: the NUL, or validation, stops it.
 */
export async function calibrate(opts: {
  app: FastifyInstance;
  op: Operation;
  callers: Caller[];
  real: RealValues;
  trace?: (line: string) => void;
}): Promise<{ skeleton: unknown; admitted: Caller[] }> {
  const { app, op, callers } = opts;
  if (!op.body) return { skeleton: undefined, admitted: callers };
  const schema = op.body;
  const base = baseOf(op, opts.real);
  const url = urlOf(op, {
    label: '',
    path: base.path,
    query: [...base.query].map(([k, v]) => `${k}=${v}`).join('&'),
    headers: {},
  });
  const send = async (caller: Caller, body: unknown) => {
    const res = await app.inject({
      method: op.method,
      url,
      headers: { ...caller.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    opts.trace?.(
      `${res.statusCode} ${op.method} ${op.path} [calibrage] ${caller.name} ${res.body.slice(0, 200)}`,
    );
    return { status: res.statusCode, body: res.body };
  };
  const badProbes = new Set<string>();
  const probed = (skeleton: unknown) => {
    const probe = probePlace(schema, skeleton, badProbes);
    return { probe, body: probe ? withValue(skeleton, probe.at, NUL) : skeleton };
  };

  let skeleton = sample(schema);
  const admitted: Caller[] = [];
  // Access answers before validation: a body refused for its shape tells who may call.
  const asked = typeOf(schema) === 'object' ? [] : {};
  for (const caller of callers) {
    if (!refusedByAccess((await send(caller, asked)).status)) admitted.push(caller);
  }
  const [tester] = admitted;
  if (!tester) return { skeleton, admitted };
  for (let round = 0; round < ROUNDS; round++) {
    const { probe, body } = probed(skeleton);
    // Without a NUL the body might pass: it is never sent whole.
    if (!probe) break;
    const answer = await send(tester, body);
    // The NUL refused after validation: the rest of the body passed it.
    if (answer.body.includes(FORBIDDEN_CHARACTER)) break;
    const message = (JSON.parse(answer.body) as { message?: unknown }).message;
    const named = (Array.isArray(message) ? message : [message])
      .map((m) => (typeof m === 'string' ? FIELD.exec(m)?.[1] : undefined))
      .filter((f): f is string => Boolean(f));
    // A probe place with a rule of its own (a pattern a schema does not show): another next time.
    const probeRefused = named.includes(probe.at.join('.'));
    if (probeRefused) badProbes.add(probe.at.join('.'));
    // Each named field's nearest optional place (itself, or an optional object or list item holding it).
    const all = places(schema);
    const droppable = named
      .map(
        (field) =>
          all
            .filter(
              (p) =>
                !p.required && !badProbes.has(p.at.join('.')) && `${field}.`.startsWith(`${p.at.join('.')}.`),
            )
            .filter((p) => p.at.join('.') !== probe.at.join('.'))
            .sort((a, b) => b.at.length - a.at.length)[0],
      )
      .filter((p): p is Place => p !== undefined && valueAt(skeleton, p.at) !== undefined);
    if (droppable.length === 0 && !probeRefused) break;
    // Deepest first, and a list's later items before its earlier ones.
    const order = [...new Set(droppable)].sort((a, b) => b.at.join('.').localeCompare(a.at.join('.')));
    for (const p of order) skeleton = withValue(skeleton, p.at, undefined);
  }
  return { skeleton, admitted };
}
