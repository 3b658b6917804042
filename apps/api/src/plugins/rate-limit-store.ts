import type { Db } from '../db/client.ts';
import { countInWindow, readWindow } from '../modules/auth/index.ts';

type Answer = (err: Error | null, res?: { current: number; ttl: number }) => void;
type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit kept in PostgreSQL (decision 0027): the per-address limits of
 * the sign-in, registration and reset routes hold across every API process behind a load
 * balancer, where the plugin's default store would count per process. One row per route and
 * address, counted in one atomic statement.
 */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    readonly prefix: string;
    // The plugin passes a route's merged options, its route among them as `routeInfo`.
    constructor(options: object = {}) {
      const { method, url } = (options as RouteOptions).routeInfo ?? {};
      this.prefix = url ? `rate:${String(method)} ${url}:` : 'rate:';
    }
    incr(address: string, answer: Answer, timeWindow: number): void {
      countInWindow(db, this.prefix + address, timeWindow).then(
        (r) => answer(null, r),
        (e: Error) => answer(e),
      );
    }
    read(address: string, answer: Answer, timeWindow: number): void {
      readWindow(db, this.prefix + address, timeWindow).then(
        (r) => answer(null, r),
        (e: Error) => answer(e),
      );
    }
    child(options: object) {
      return new PostgresRateLimitStore(options);
    }
  };
}
