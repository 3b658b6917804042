import {
  ErrorResponse,
  type RouteBody,
  type RouteContract,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@cuvee/contracts';
import type { ACTIONS } from '@cuvee/domain';
import { ruleOf } from '@cuvee/domain';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import type { Db } from '../db/client.ts';
import { inTenant, type TenantTx } from '../db/tenant.ts';
import type { RequestCtx, ShopCtx, UserCtx } from '../plugins/access.ts';

/** Who the contract's action is for. */
type WhoOf<C extends RouteContract> = (typeof ACTIONS)[C['access']]['who'];

type Inputs<C extends RouteContract> = {
  params: RouteParams<C>;
  query: RouteQuery<C>;
  body: RouteBody<C>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * What a handler receives: a shop action's handler gets its shop context and a tenant
 * transaction (decision 0015) and no database handle; any other gets the database.
 */
export type HandlerArgs<C extends RouteContract> = Inputs<C> &
  (WhoOf<C> extends 'shop'
    ? { ctx: ShopCtx; tx: TenantTx }
    : WhoOf<C> extends 'user' | 'roles'
      ? { ctx: UserCtx; db: Db }
      : { ctx: RequestCtx; db: Db });

type Answer<C extends RouteContract> = RouteResponse<C> | z_input<C>;
// A handler may answer what the response schema accepts before encoding (dates as strings).
type z_input<C extends RouteContract> = C['response']['_zod']['input'];

/**
 * Registers a route from its contract (decision 0016): method, path, schemas, OpenAPI (tags,
 * summary, bearer security unless open to anyone, error answers) and its action, which the
 * access hook (plugins/access.ts) resolves into `request.ctx` before validation.
 */
export function route<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (args: HandlerArgs<C>) => Promise<Answer<C>>,
  options: {
    config?: FastifyContextConfig;
    schema?: Partial<FastifySchema>;
    /** A shop route's time limit per statement (lists and searches), in milliseconds. */
    statementTimeoutMs?: number;
    /**
     * The handler enqueues jobs in its transaction (a mail, a PDF): the job queue starts before
     * the transaction opens (on PGlite, one connection, starting inside it would wait for itself).
     */
    jobs?: boolean;
  } = {},
): void {
  const rule = ruleOf(contract.access);
  const schema: FastifySchema = {
    tags: [...contract.tags],
    summary: contract.summary,
    ...(rule.who === 'anyone' ? {} : { security: [{ bearer: [] }] }),
    ...(contract.params && { params: contract.params }),
    ...(contract.query && { querystring: contract.query }),
    ...(contract.body && { body: contract.body }),
    response: {
      200: contract.response,
      ...Object.fromEntries(contract.errors.map((status) => [status, ErrorResponse])),
    },
    ...options.schema,
  };
  const { db } = app.deps;
  app.route({
    method: contract.method,
    url: contract.path,
    config: { ...options.config, contract },
    schema,
    handler: async (request, reply) => {
      const inputs = {
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      } as Inputs<C>;
      const ctx = request.ctx;
      if (options.jobs) await app.deps.jobs.start();
      if (rule.who !== 'shop') return handler({ ...inputs, ctx, db } as unknown as HandlerArgs<C>);
      const shopCtx = ctx as ShopCtx;
      return inTenant(
        db,
        shopCtx,
        (tx) => handler({ ...inputs, ctx: shopCtx, tx } as unknown as HandlerArgs<C>),
        { statementTimeoutMs: options.statementTimeoutMs },
      );
    },
  });
}
