import { sql } from 'drizzle-orm';
import {
  type Db as BossDb,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type PGliteLike,
  PgBoss,
} from 'pg-boss';
import type { Db, Tx } from '../../db/client.ts';
import { TENANT_ROLE } from '../../db/tenant.ts';

/**
 * The job queue (decision 0044): pg-boss on the app's own database, PGlite or PostgreSQL, so
 * that durable work (imports, campaigns, documents) needs no other service. One boss per app,
 * started on first use: the many apps tests build never pay its start unless they enqueue.
 */

/** A queue and the shape of its jobs' data, declared once by the module that owns it. */
export type Queue<T extends object> = { readonly name: string; readonly __data?: T };
export const defineQueue = <T extends object>(name: string): Queue<T> => ({ name });

/** `tx`: enqueue in the caller's transaction; `startAfterSeconds`: run it later (a retry). */
export type SendOptions = { tx?: Tx; startAfterSeconds?: number };

export type JobHandler<T> = (data: T, job: { id: string }) => Promise<void>;

export type Jobs = {
  /** Registers the handler of a queue (before or after the start: registered at start). */
  register<T extends object>(queue: Queue<T>, handler: JobHandler<T>): void;
  /**
   * Enqueues a job and wakes this process's worker; answers the job's id. Given the caller's
   * transaction, the job exists only if it commits (call start() before opening it: on PGlite,
   * one connection, starting inside a transaction would wait for itself).
   */
  send<T extends object>(queue: Queue<T>, data: T, opts?: SendOptions): Promise<string>;
  /** Resolves when this process's worker has finished the job (tests, a caller that waits). */
  finished(jobId: string): Promise<void>;
  /** Resolves when every job this process sent so far is finished (tests: no fixed waits). */
  settled(): Promise<void>;
  /** Starts the boss now (the server does, so that jobs left queued run after a restart). */
  start(): Promise<void>;
  /** Stops the workers once their current job ends; a no-op if never started. */
  stop(): Promise<void>;
};

type Deferred = { promise: Promise<void>; resolve(): void };
const isSettled = (p: Promise<void>) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setImmediate(() => r(false)))]);
const deferred = (): Deferred => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/** pg-boss's database adapter over the driver drizzle holds: PGlite's, or node-postgres's pool. */
function bossDatabase(db: Db): { db: BossDb; backend: 'pglite' | 'postgres' } {
  const client = (db as unknown as { $client: unknown }).$client as {
    exec?: unknown;
    query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  };
  if (typeof client.exec === 'function') {
    return { db: fromPglite(client as unknown as PGliteLike), backend: 'pglite' };
  }
  // node-postgres answers a multi-statement text with one result per statement; pg-boss unwraps it.
  return {
    db: { executeSql: (text, values) => client.query(text, values) as Promise<{ rows: never[] }> },
    backend: 'postgres',
  };
}

/**
 * Enqueues in the caller's transaction. A tenant transaction runs as the tenant role, which has
 * no right on pg-boss's schema (decision 0015 keeps that role to shop data): the insert takes
 * the session's role for its one statement, then the tenant role again.
 */
async function sendInTx(boss: PgBoss, tx: Tx, name: string, data: object, startAfter?: number) {
  const [{ rows }] = [
    (await tx.execute(sql`select current_user as role`)) as unknown as { rows: { role: string }[] },
  ];
  const role = rows[0]?.role;
  const tenant = role === TENANT_ROLE;
  if (tenant) await tx.execute(sql`set local role none`);
  try {
    return await boss.send(name, data, {
      db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
      ...(startAfter ? { startAfter } : {}),
    });
  } finally {
    if (tenant) await tx.execute(sql.raw(`set local role ${TENANT_ROLE}`));
  }
}

export function createJobs(db: Db, log: (label: string, err: unknown) => void): Jobs {
  const handlers = new Map<string, JobHandler<never>>();
  const workers = new Map<string, string>();
  const waiters = new Map<string, Deferred>();
  /** The queue of each job this process sent, to look its state up (settled()). */
  const queueOf = new Map<string, string>();
  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;
  let stopped = false;

  const waiter = (id: string) => {
    let entry = waiters.get(id);
    if (!entry) {
      entry = deferred();
      waiters.set(id, entry);
    }
    return entry;
  };

  const listen = async (b: PgBoss, name: string, handler: JobHandler<never>) => {
    // No retry: a job records its own failure (an import's status 'error'); a retry would redo it.
    await b.createQueue(name, { retryLimit: 0 });
    const workerId = await b.work<never>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
      for (const job of jobs) {
        try {
          await handler(job.data, { id: job.id });
        } catch (err) {
          log(`job ${name}`, err);
          throw err;
        } finally {
          waiter(job.id).resolve();
        }
      }
    });
    workers.set(name, workerId);
  };

  const start = () => {
    if (stopped) return Promise.reject(new Error('File de tâches arrêtée'));
    starting ??= (async () => {
      const { db: bossDb, backend } = bossDatabase(db);
      const b = new PgBoss({ db: bossDb, backend, schedule: false });
      b.on('error', (err) => log('pg-boss', err));
      await b.start();
      boss = b;
      for (const [name, handler] of handlers) await listen(b, name, handler);
      return b;
    })();
    return starting;
  };

  return {
    register(queue, handler) {
      handlers.set(queue.name, handler as JobHandler<never>);
      if (boss) void listen(boss, queue.name, handler as JobHandler<never>);
    },
    async send(queue, data, opts = {}) {
      const b = await start();
      const after = opts.startAfterSeconds;
      const id = opts.tx
        ? await sendInTx(b, opts.tx, queue.name, data, after)
        : await b.send(queue.name, data, after ? { startAfter: after } : {});
      if (!id) throw new Error(`Tâche non créée : ${queue.name}`);
      waiter(id);
      queueOf.set(id, queue.name);
      const workerId = workers.get(queue.name);
      if (workerId) b.notifyWorker(workerId);
      return id;
    },
    async finished(jobId) {
      await waiter(jobId).promise;
      waiters.delete(jobId);
      queueOf.delete(jobId);
    },
    async settled() {
      // A job ends here when this process's worker ran it, or when the queue says it is over:
      // run by another process, or never created (enqueued in a transaction that rolled back).
      while (waiters.size) {
        const b = await start();
        for (const id of [...waiters.keys()]) {
          const name = queueOf.get(id);
          const job = name ? await b.getJobById(name, id) : null;
          if (!job || job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled') {
            waiters.get(id)?.resolve();
            waiters.delete(id);
            queueOf.delete(id);
          }
        }
        if (!waiters.size) break;
        const pending = [...waiters.values()].map((w) => w.promise);
        await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, 200))]);
        for (const [id, w] of waiters)
          if (await isSettled(w.promise)) {
            waiters.delete(id);
            queueOf.delete(id);
          }
      }
    },
    async start() {
      await start();
    },
    async stop() {
      stopped = true;
      if (!starting) return;
      const b = await starting.catch(() => undefined);
      await b?.stop({ graceful: true, close: false, timeout: 30_000 });
    },
  };
}
