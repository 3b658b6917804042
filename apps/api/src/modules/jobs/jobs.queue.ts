import { sql } from 'drizzle-orm';
import { type DrizzleTransactionLike, fromDrizzle, PgBoss } from 'pg-boss';
import type { Db, Tx } from '../../db/client.ts';
import { TENANT_ROLE } from '../../db/tenant.ts';
import { bossDatabase } from './jobs.database.ts';
import {
  FinalJobError,
  type JobAttempt,
  type Queue,
  type QueueSettings,
  SUPERVISE_SECONDS,
} from './jobs.settings.ts';

export { defineQueue, FinalJobError, type JobAttempt, type Queue } from './jobs.settings.ts';

/**
 * The job queue (decision 0044): pg-boss on the app's own database, PGlite or PostgreSQL, so
 * that durable work (imports, campaigns, documents) needs no other service. One boss per app,
 * started on first use: the many apps tests build never pay its start unless they enqueue.
 */

/**
 * `tx`: enqueue in the caller's transaction; `startAfterSeconds`: run it later (a retry);
 * `key`: the owner row the job works on (its idempotency key, what the sweepers look up).
 */
export type SendOptions = { tx?: Tx; startAfterSeconds?: number; key?: string };

export type JobHandler<T> = (data: T, job: JobAttempt) => Promise<void>;

/** Looks for owner rows left behind by a job that no longer runs, and resumes or fails them. */
export type Sweeper = (jobs: Jobs) => Promise<void>;

/** An id no job has: a lookup that only warms the queue cache. */
const NO_JOB = '00000000-0000-4000-8000-000000000000';

/** How often the sweepers run (and once at start). */
export const SWEEP_SECONDS = 60;

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
  /** Whether a job of the queue for this key is waiting, running or due for a retry. */
  alive(queue: Queue<object>, key: string): Promise<boolean>;
  /** Adds a sweeper, run at start and every SWEEP_SECONDS (decision 0074). */
  sweep(label: string, sweeper: Sweeper): void;
  /** Runs every sweeper once now (the start does; tests). */
  sweepNow(): Promise<void>;
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

/**
 * Enqueues in the caller's transaction. A tenant transaction runs as the tenant role, which has
 * no right on pg-boss's schema (decision 0015 keeps that role to shop data): the insert takes
 * the session's role for its one statement, then the tenant role again.
 */
async function sendInTx(boss: PgBoss, tx: Tx, name: string, data: object, options: object) {
  const [{ rows }] = [
    (await tx.execute(sql`select current_user as role`)) as unknown as { rows: { role: string }[] },
  ];
  const role = rows[0]?.role;
  const tenant = role === TENANT_ROLE;
  if (tenant) await tx.execute(sql`set local role none`);
  try {
    return await boss.send(name, data, {
      db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
      ...options,
    });
  } finally {
    if (tenant) await tx.execute(sql.raw(`set local role ${TENANT_ROLE}`));
  }
}

export function createJobs(
  db: Db,
  log: (label: string, err: unknown) => void,
  opts: {
    /** Run the sweepers at start and every SWEEP_SECONDS (else only by sweepNow). */ sweep?: boolean;
  } = {},
): Jobs {
  const handlers = new Map<string, { queue: Queue<object>; handler: JobHandler<never> }>();
  const sweepers = new Map<string, Sweeper>();
  let sweepTimer: NodeJS.Timeout | undefined;
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

  const listen = async (b: PgBoss, queue: Queue<object>, handler: JobHandler<never>) => {
    const { name, settings } = queue;
    // Retried (decision 0072): each handler resumes its owner row where the last try left it.
    await b.createQueue(name, queueOptions(settings));
    // A queue made before (with retryLimit 0) takes the settings; the heartbeat goes on each job.
    const { heartbeatSeconds: _perJob, ...updatable } = queueOptions(settings);
    await b.updateQueue(name, updatable);
    // Creating or updating a queue drops it from pg-boss's queue cache; a send inside a request's
    // transaction would then look it up on the database's own connection, which on PGlite (one
    // connection) waits for that transaction: a hang. Any lookup by id puts it back (decision 0100).
    await b.getJobById(name, NO_JOB);
    const workerId = await b.work<never>(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
      for (const job of jobs) {
        const lastAttempt = job.retryCount >= settings.retryLimit;
        let done = true;
        try {
          await handler(job.data, { id: job.id, retryCount: job.retryCount, lastAttempt });
        } catch (err) {
          // A failure no retry can mend ends the job now, logged as it happened.
          if (err instanceof FinalJobError) {
            log(`job ${name}`, err.original);
            continue;
          }
          log(`job ${name}`, err);
          done = lastAttempt;
          throw err;
        } finally {
          // A try that a retry follows is not the job's end (settled() reads the queue then).
          if (done) waiter(job.id).resolve();
        }
      }
      // A backlog drains at once: a worker that found a job looks for the next one now instead
      // of waiting out its polling interval; an empty fetch goes back to polling (decision 0124).
      const self = workers.get(name);
      if (jobs.length && self) b.notifyWorker(self);
    });
    workers.set(name, workerId);
  };

  const runSweepers = async () => {
    for (const [label, sweeper] of sweepers) {
      try {
        await sweeper(api);
      } catch (err) {
        log(`sweeper ${label}`, err);
      }
    }
  };

  const start = () => {
    if (stopped) return Promise.reject(new Error('File de tâches arrêtée'));
    starting ??= (async () => {
      const { db: bossDb, backend } = bossDatabase(db);
      const b = new PgBoss({
        db: bossDb,
        backend,
        schedule: false,
        superviseIntervalSeconds: SUPERVISE_SECONDS,
        monitorIntervalSeconds: SUPERVISE_SECONDS,
      });
      b.on('error', (err) => log('pg-boss', err));
      await b.start();
      boss = b;
      for (const { queue, handler } of handlers.values()) await listen(b, queue, handler);
      if (sweepers.size && opts.sweep !== false) {
        sweepTimer = setInterval(() => void runSweepers(), SWEEP_SECONDS * 1000).unref();
        void runSweepers();
      }
      return b;
    })();
    return starting;
  };

  const api: Jobs = {
    register(queue, handler) {
      const entry = { queue: queue as Queue<object>, handler: handler as JobHandler<never> };
      handlers.set(queue.name, entry);
      if (boss) void listen(boss, entry.queue, entry.handler);
    },
    async send(queue, data, opts = {}) {
      const b = await start();
      const after = opts.startAfterSeconds;
      const options = {
        ...queueOptions(queue.settings),
        ...(after ? { startAfter: after } : {}),
        ...(opts.key ? { singletonKey: opts.key } : {}),
      };
      const id = opts.tx
        ? await sendInTx(b, opts.tx, queue.name, data, options)
        : await b.send(queue.name, data, options);
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
    async alive(queue, key) {
      const b = await start();
      const found = await b.findJobs(queue.name, { key });
      return found.some((j) => j.state === 'created' || j.state === 'retry' || j.state === 'active');
    },
    sweep(label, sweeper) {
      sweepers.set(label, sweeper);
    },
    sweepNow: runSweepers,
    async stop() {
      stopped = true;
      clearInterval(sweepTimer);
      if (!starting) return;
      const b = await starting.catch(() => undefined);
      await b?.stop({ graceful: true, close: false, timeout: 30_000 });
    },
  };
  return api;
}

const queueOptions = (s: QueueSettings) => ({
  retryLimit: s.retryLimit,
  retryDelay: s.retryDelay,
  retryBackoff: true,
  retryDelayMax: s.retryDelayMax,
  expireInSeconds: s.expireInSeconds,
  heartbeatSeconds: s.heartbeatSeconds,
  ...(s.deleteAfterSeconds ? { deleteAfterSeconds: s.deleteAfterSeconds } : {}),
});
