import { pathOf, type RouteContract, type RouteInput, type RouteResponse } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { auth } from './test-app.ts';

/**
 * A typed call of a route from its contract (decision 0016): the path filled from `params`,
 * the query string from `query`, the shop named with X-Shop-Id when `shopId` is given.
 */
export async function callRoute<R extends RouteContract>(
  app: FastifyInstance,
  route: R,
  input: RouteInput<R> & { jwt?: string; shopId?: string },
) {
  const query = input.query
    ? `?${new URLSearchParams(
        Object.entries(input.query as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      )}`
    : '';
  const res = await app.inject({
    method: route.method,
    url: `${pathOf(route, input.params as Record<string, unknown> | undefined)}${query}`,
    headers: {
      ...(input.jwt ? auth(input.jwt) : {}),
      ...(input.shopId ? { 'x-shop-id': input.shopId } : {}),
    },
    ...(input.body !== undefined ? { payload: input.body as object } : {}),
  });
  const body = res.json() as RouteResponse<R> & { success: boolean; message?: string | string[] };
  return { status: res.statusCode, body };
}

/**
 * The statements that read or write data, out of those a query logger saw: a tenant
 * transaction's begin, commit and its one setting statement (decision 0015) are not a query
 * per row, which statement counts guard against.
 */
export function dataStatements(seen: readonly string[]): string[] {
  return seen.filter(
    (q) => !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(q) && !q.includes("set_config('role'"),
  );
}
