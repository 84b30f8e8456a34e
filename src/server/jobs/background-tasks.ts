import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and does not wait for (it answers first), tracked so that closing the app waits for
 * it and tests can wait for it (`idle`). A task's failure is logged, never thrown at anyone.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<unknown>): void {
      const p: Promise<void> = (async () => {
        try {
          // After the request's own answer has gone out: the task never delays it.
          await new Promise((resolve) => setImmediate(resolve));
          await task();
        } catch (err) {
          log.error({ err, task: name }, 'background task failed');
        }
      })();
      pending.add(p);
      void p.finally(() => pending.delete(p));
    },
    /** Resolves once every task started so far (and any they started) has finished. */
    async idle(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
