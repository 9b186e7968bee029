/**
 * Background jobs of an instance (sweeps, refreshes): every `everyMs`, and once when the server is ready, never
 * two runs of one job at once on this instance, a failure logged rather than thrown, stopped on close. The jobs
 * themselves are written so that any number of instances may run them (conditional updates, locks).
 */
import type { FastifyInstance } from "fastify";

export interface Job {
  /** Named in the log lines. */
  name: string;
  everyMs: number;
  /** What to log at info when a run did something (a non-empty result), else nothing. */
  run: () => Promise<unknown>;
  /**
   * Run once at start-up too (default true; `afterStart`: STARTUP_WORK_DELAY_MS after ready), so a fresh database
   * is swept or summarised within seconds.
   */
  atStart?: boolean;
}

const didSomething = (r: unknown) =>
  r !== undefined &&
  r !== null &&
  r !== false &&
  (typeof r !== "object" || Object.values(r as object).some((v) => Boolean(v)));

/**
 * Runs `work` once, STARTUP_WORK_DELAY_MS after the server is ready (never after it closed): start-up work that
 * the first requests need not wait for. On the embedded database every statement runs in the server's one
 * thread, so a search index build or a sweep begun at once would hold back the first answers (issue 52).
 */
export function afterStart(app: FastifyInstance, work: () => void): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook("onReady", async () => {
    timer = setTimeout(work, app.config.STARTUP_WORK_DELAY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearTimeout(timer);
  });
}

export function scheduleJob(app: FastifyInstance, job: Job): void {
  if (job.everyMs <= 0) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await job.run();
      if (didSomething(result)) app.log.info(typeof result === "object" ? result : {}, job.name);
    } catch (err) {
      app.log.error({ err }, `${job.name} failed`);
      app.metrics.jobFailures.inc({ job: job.name });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, job.everyMs);
  timer.unref();
  if (job.atStart !== false) afterStart(app, () => void tick());
  app.addHook("onClose", async () => clearInterval(timer));
}
