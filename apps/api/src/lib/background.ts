/**
 * Work a request starts but does not wait for (decision 0027): the answer leaves at once, the
 * work runs next, its failure is logged, and closing the app waits for what is still running.
 * For work whose duration must not show in the answer's timing (a reset mail to a real
 * address); durable work (campaigns, imports) belongs to the job queue instead.
 */
export type Background = {
  run(label: string, work: () => Promise<unknown>): void;
  /** Resolves when everything started so far is done (tests, shutdown). */
  settled(): Promise<void>;
};

export function createBackground(log: (label: string, err: unknown) => void): Background {
  const running = new Set<Promise<void>>();
  return {
    run(label, work) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => {},
          (err: unknown) => log(label, err),
        )
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size) await Promise.all(running);
    },
  };
}
