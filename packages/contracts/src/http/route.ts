import type { Action } from '@cuvee/domain';
import type { z } from 'zod';

/**
 * One route of the /v1 API, declared once (decision 0016): the server registers it with these
 * schemas and its access action, OpenAPI documents it, and the web calls it through one typed
 * client that derives every type from it. A domain's routes live in
 * `packages/contracts/src/<domain>.ts` as `export const <domain>Routes = { … }`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429;

/**
 * Where the shop acted on is named, for a shop action (the API never guesses a first shop): a
 * path parameter, a query field, or else the `X-Shop-Id` header the web sends with every call;
 * without any, a caller who may act on one shop only acts on that one.
 */
export type ShopLocator = { readonly param: string } | { readonly query: string } | 'header';

/**
 * Where a request names its action (issue 25, decisions 0081, 0084): a field of its body, path or
 * query whose value picks the action of the access table, or a further field to read (a move
 * whose right depends on the document's kind as well as on the move).
 */
export type AccessBy = (
  | { readonly body: string }
  | { readonly param: string }
  | { readonly query: string }
) & { readonly actions: Readonly<Record<string, Action | AccessBy>> };

/** The action a request calls for: its fields' under `accessBy`, else the route's `access`. */
export function actionOfRequest(
  route: Pick<RouteContract, 'access' | 'accessBy'>,
  input: { body?: unknown; params?: unknown; query?: unknown },
): Action {
  let by: AccessBy | undefined = route.accessBy;
  while (by) {
    const [source, name] =
      'body' in by
        ? [input.body, by.body]
        : 'param' in by
          ? [input.params, by.param]
          : [input.query, by.query];
    const value =
      source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
    if (typeof value !== 'string' || !Object.hasOwn(by.actions, value)) return route.access;
    const picked: Action | AccessBy = by.actions[value]!;
    if (typeof picked === 'string') return picked;
    by = picked;
  }
  return route.access;
}

/** Every action an `accessBy` may pick (the rule test checks each is in the access table). */
export function actionsOf(by: AccessBy | undefined): Action[] {
  return Object.values(by?.actions ?? {}).flatMap((a) => (typeof a === 'string' ? [a] : actionsOf(a)));
}

export type RouteContract = {
  readonly method: HttpMethod;
  /**
   * Fastify/OpenAPI pattern with `:name` parameters, e.g. '/v1/products/:id' (the web build's
   * own /version.json is the one route outside /v1).
   */
  readonly path: `/v1/${string}` | '/version.json';
  /** Who may call it: an action of packages/domain/src/access/actions.ts. */
  readonly access: Action;
  /**
   * When the request itself names what it does (issue 25): the field (of the body, the path or
   * the query) whose value picks the action of the access table, decided once by the access hook
   * as `access` is; a missing or other value keeps `access` (validation then answers it), so
   * `access` is the action of the field's default.
   */
  readonly accessBy?: AccessBy;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The 200 answer. */
  readonly response: z.ZodType;
  /** The refusals it may answer (documented with ErrorResponse). */
  readonly errors: readonly ErrorStatus[];
  readonly shop?: ShopLocator;
};

/** Declares a route; `const` keeps its literal path and schemas for the types below. */
export function defineRoute<const R extends RouteContract>(route: R): R {
  return route;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller passes: the inputs the route declares (query defaults may be left out). */
export type RouteInput<R extends RouteContract> = (R['params'] extends z.ZodType
  ? { params: InputOf<R['params']> }
  : { params?: undefined }) &
  (R['query'] extends z.ZodType ? { query?: InputOf<R['query']> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: InputOf<R['body']> } : { body?: undefined });

/** The 200 answer's type. */
export type RouteResponse<R extends RouteContract> = z.output<R['response']>;
/** What the handler receives, after validation. */
export type RouteParams<R extends RouteContract> = OutputOf<R['params']>;
export type RouteQuery<R extends RouteContract> = OutputOf<R['query']>;
export type RouteBody<R extends RouteContract> = OutputOf<R['body']>;

/** The concrete URL path of a route for these parameters (each encoded). */
export function pathOf(route: Pick<RouteContract, 'path'>, params?: Record<string, unknown>): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Paramètre manquant « ${name} » pour ${route.path}`);
    }
    return encodeURIComponent(String(value));
  });
}
