/**
 * The logger's `err` serializer: an error as a maintainer needs it, without the values a
 * failed query carried (e-mails, password hashes, addresses), docs/decisions/0021.
 * - Drizzle's query error: its SQL text (placeholders `$1`…), never its parameters, which its
 *   message and stack repeat too.
 * - A database error (PostgreSQL through pg, or PGlite): its code, constraint, table, column…
 *   never `detail` ("Key (email)=(…) already exists", "Failing row contains (…)") nor `where`;
 *   a data error's message loses the value it quotes (`invalid input syntax for type uuid: "…"`).
 * - Any other error: as pino's standard serializer gives it, its causes serialized alike.
 */
export function serializeError(err: Error): SerializedError {
  // pino calls it with whatever was logged under `err`; a value that is no error stays as is.
  return err instanceof Error ? serialize(err, 0) : (err as unknown as SerializedError);
}

export type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

const MAX_CAUSES = 5;

/** The fields of a database error that name things, never values. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'routine',
];
/** Own fields no error may log as they are. */
const NEVER = new Set([
  'params',
  'parameters',
  'detail',
  'where',
  'internalQuery',
  'cause',
  'stack',
  'message',
]);

type DatabaseError = Error & { code: string; severity: string };
/** Drizzle's `DrizzleQueryError` or PGlite's error, known by their fields. */
type QueryError = Error & { query: string; params: unknown[] };

function isQueryError(err: Error): err is QueryError {
  const e = err as Partial<QueryError>;
  return typeof e.query === 'string' && Array.isArray(e.params);
}

function isDatabaseError(err: Error): err is DatabaseError {
  const e = err as Partial<DatabaseError>;
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';
}

function serialize(err: Error, depth: number): SerializedError {
  const out: SerializedError = { type: err.constructor?.name ?? err.name, message: err.message, stack: '' };
  if (isDatabaseError(err)) {
    // PGlite's class name is minified: the kind says more.
    out.type = 'DatabaseError';
    // Class 22 (data exception) messages quote the value refused.
    out.message = err.code.startsWith('22')
      ? err.message.replace(/: .*$/s, ': (valeur masquée)')
      : err.message;
    const fields = err as unknown as Record<string, unknown>;
    for (const key of DATABASE_FIELDS) if (fields[key] !== undefined) out[key] = fields[key];
  } else if (isQueryError(err)) {
    out.message = `Failed query: ${err.query}`;
  } else {
    for (const [key, v] of Object.entries(err)) if (!NEVER.has(key)) out[key] = v;
  }
  // Drizzle's error, and PGlite's own, carry the statement and its values: the statement only.
  if (isQueryError(err)) {
    out.query = err.query;
    out.paramCount = err.params.length;
  }
  // The stack's first line repeats the message: the frames follow the redacted one.
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  out.stack = [`${err.name}: ${out.message}`, ...frames].join('\n');
  if (err.cause !== undefined && depth < MAX_CAUSES) {
    out.cause = err.cause instanceof Error ? serialize(err.cause, depth + 1) : '(cause masquée)';
  }
  return out;
}
