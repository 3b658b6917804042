import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

export const FORBIDDEN_CHARACTER = 'Le texte contient un caractère non autorisé';

// A NUL byte (PostgreSQL refuses it in text) or a UTF-16 surrogate with no partner (not
// encodable as UTF-8, which PostgreSQL refuses too): never meaningful in any field.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unsafe = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
const MAX_DEPTH = 64;

/** The path of the first string (or key) that holds an unsafe character, else null. */
export function unsafeTextAt(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return unsafe(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (unsafe(key)) return path;
    const found = unsafeTextAt(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Every string of the request (body, query, path), whatever the route, is checked once here
 * rather than by each field's schema (decision 0022). After validation: access (401/403,
 * decision 0014) and a field's own message come first; this catches what a schema let through.
 */
async function inputTextPlugin(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const at = unsafeTextAt(part);
      if (at !== null) throw new HttpError(400, at ? `${at} : ${FORBIDDEN_CHARACTER}` : FORBIDDEN_CHARACTER);
    }
  });
}

export const inputText = fp(inputTextPlugin, { name: 'input-text', dependencies: ['access'] });
