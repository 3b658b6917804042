/*
 * How a queue's jobs run (decision 0072): retried with an exponential backoff, expired after ten
 * minutes at most, and kept alive by a heartbeat much shorter than that, so that a job whose API
 * died is taken again within seconds of the next start instead of after its expiry. Every job
 * names its owner row by its key (pg-boss singletonKey): the row's state is what makes a second
 * run of the same job do nothing twice.
 */

export type QueueSettings = {
  /** Tries after the first one (a crash or an unexpected error), before the job is 'failed'. */
  retryLimit: number;
  /** The first retry's delay in seconds, doubled at each try (with jitter), at most retryDelayMax. */
  retryDelay: number;
  retryDelayMax: number;
  /** How long one try may run at all. */
  expireInSeconds: number;
  /** A live worker refreshes its job every half of this; a silent one is retried after it. */
  heartbeatSeconds: number;
  /** How long a completed job's row (its data) is kept; pg-boss's 7 days unless set. */
  deleteAfterSeconds?: number;
};

export const JOB_DEFAULTS: QueueSettings = {
  retryLimit: 5,
  retryDelay: 2,
  retryDelayMax: 300,
  expireInSeconds: 600,
  // pg-boss's minimum: a killed API's job is retried some 10 to 15 seconds after it died.
  heartbeatSeconds: 10,
};

/**
 * How often pg-boss looks for jobs whose heartbeat stopped or that expired (its default, a
 * minute, would leave a dead worker's job waiting that long after a restart).
 */
export const SUPERVISE_SECONDS = 5;

/** A queue and the shape of its jobs' data, declared once by the module that owns it. */
export type Queue<T extends object> = {
  readonly name: string;
  readonly settings: QueueSettings;
  readonly __data?: T;
};

export const defineQueue = <T extends object>(
  name: string,
  settings: Partial<QueueSettings> = {},
): Queue<T> => ({
  name,
  settings: { ...JOB_DEFAULTS, ...settings },
});

/** What a handler knows of the try it runs. */
export type JobAttempt = {
  id: string;
  /** 0 for the first try. */
  retryCount: number;
  /** No retry follows this try: a failure now is final (mark the owner row). */
  lastAttempt: boolean;
};

/**
 * Thrown by a handler when no retry can succeed (the database refuses the data itself, say):
 * the worker logs the original error and ends the job instead of trying it again.
 */
export class FinalJobError extends Error {
  constructor(readonly original: unknown) {
    super(original instanceof Error ? original.message : String(original));
  }
}
