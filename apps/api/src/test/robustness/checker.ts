import type { FastifyInstance } from 'fastify';
import { changedTables, type Fingerprint } from './fingerprint.ts';
import type { Case } from './generator.ts';
import { type Operation, operationName } from './openapi.ts';

/** Who sends a case: a name and the headers that make them that caller. */
export type Caller = { name: string; headers: Record<string, string> };

// Words of Fastify's, ajv's and Node's English answers ("Bad Request", "body must be object",
// "Unexpected end of JSON input"); none is French.
const ENGLISH =
  /\b(must|should|expected|required|invalid|unexpected|not found|bad request|unauthorized|forbidden|error|failed|cannot|is not|does not|too large|unsupported|internal server)\b/i;
// A field's path before its message ("business.name : …") is the caller's words, not ours.
const FIELD_PREFIX = /^[\w.[\]-]+ : /;

/** Why a 4xx answer's message is not a French sentence, or null when it is one. */
export function messageProblem(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'réponse qui n’est pas du JSON';
  }
  const message = (parsed as { message?: unknown } | null)?.message;
  const list = Array.isArray(message) ? message : [message];
  if (list.length === 0 || list.some((m) => typeof m !== 'string' || m.trim() === '')) return 'sans message';
  // An address the message quotes ("Route introuvable : GET /v1/…") is the caller's words too.
  const own = (m: string) => m.replace(FIELD_PREFIX, '').replace(/\/\S*/g, '');
  const english = (list as string[]).find((m) => ENGLISH.test(own(m)));
  return english ? `message en anglais : ${english.slice(0, 120)}` : null;
}

export function urlOf(op: Operation, c: Case): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => c.path[name] ?? 'x');
  return c.query ? `${path}?${c.query}` : path;
}

/**
 * Sends every case of an operation as every caller, then compares the database before and
 * after (docs/decisions/0026). Answers the problems found: a 5xx, a 4xx without a French
 * message, rows changed; one line per case and kind, naming the callers.
 */
export async function checkOperation(opts: {
  app: FastifyInstance;
  op: Operation;
  /** The operation's cases and the callers access lets through, prepared after the first fingerprint (preparing may send requests). */
  prepare: () => Promise<{ cases: Case[]; admitted: Caller[] }>;
  callers: Caller[];
  fingerprint: () => Promise<Fingerprint>;
  /** Receives one line per answer (status, case, caller, body), to see what the cases reach. */
  trace?: (line: string) => void;
}): Promise<{ problems: string[]; requests: number; cases: number }> {
  const { app, op, callers } = opts;
  const found = new Map<string, string[]>();
  const note = (what: string, caller: string) => found.set(what, [...(found.get(what) ?? []), caller]);
  const before = await opts.fingerprint();
  const { cases, admitted } = await opts.prepare();
  let requests = 0;
  for (const c of cases) {
    const who = c.admittedOnly ? admitted : callers;
    // One case's callers at once: the answers come in the callers' order, as do the notes.
    const answers = await Promise.all(
      who.map((caller) =>
        app.inject({
          method: op.method,
          url: urlOf(op, c),
          headers: {
            ...caller.headers,
            ...c.headers,
            ...(c.body ? { 'content-type': c.body.contentType } : {}),
          },
          ...(c.body ? { payload: c.body.payload } : {}),
        }),
      ),
    );
    requests += answers.length;
    const name = `${operationName(op)} [${c.label}]`;
    answers.forEach((res, i) => {
      const caller = who[i]!.name;
      if (res.statusCode >= 500) note(`${name}: ${res.statusCode} ${res.body.slice(0, 160)}`, caller);
      else if (res.statusCode >= 400) {
        const problem = messageProblem(res.body);
        if (problem) note(`${name}: ${res.statusCode} ${problem}`, caller);
      }
      opts.trace?.(`${res.statusCode} ${name} ${caller} ${res.body.slice(0, 200)}`);
    });
  }
  const changed = changedTables(before, await opts.fingerprint());
  const problems = [...found].map(([what, who]) => `${what} (${who.join(', ')})`);
  if (changed.length > 0) problems.push(`${operationName(op)}: lignes modifiées dans ${changed.join(', ')}`);
  return { problems, requests, cases: cases.length };
}
