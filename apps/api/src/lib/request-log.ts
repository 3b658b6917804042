import type { FastifyRequest } from 'fastify';

/**
 * The logger's `req` serializer (decision 0021's addendum, issue 23): a request as the access log
 * keeps it. Its query string carries what people typed — an e-mail or a SIRET looked up for
 * duplicates, a client searched by name, a link's token — so only the values of a few
 * parameters that never hold personal data are kept; every other value reads `[redacted]`, and
 * a parameter's name that is not a plain word is redacted too. The path stays whole: it holds
 * route names, ids and slugs, never what a person typed.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Parameters whose values are paging, sorting and fixed choices: kept in the log. */
export const LOGGED_QUERY_KEYS = new Set([
  'limit',
  'offset',
  'page',
  'sort',
  'order',
  'direction',
  'status',
  'kind',
  'lang',
  'format',
]);

const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_.[\]-]{0,39}$/;
export const REDACTED = '[redacted]';

/** '/v1/clients?q=Dupont&limit=10' → '/v1/clients?q=[redacted]&limit=10'. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url.slice(at + 1);
  if (!query) return url;
  const kept = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      name = '';
    }
    if (!PLAIN_NAME.test(name)) return REDACTED;
    if (eq < 0) return name;
    return LOGGED_QUERY_KEYS.has(name) ? `${name}=${pair.slice(eq + 1)}` : `${name}=${REDACTED}`;
  });
  return `${url.slice(0, at)}?${kept.join('&')}`;
}
