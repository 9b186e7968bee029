import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scheduleJob } from "./jobs.ts";
import { Metrics } from "./metrics.ts";

afterEach(() => vi.useRealTimers());

/** A bare app with what jobs read: the start-up delay and the metrics they count failures in. */
function jobApp(delayMs = 0) {
  const app = Fastify({ logger: false });
  app.decorate("config", { STARTUP_WORK_DELAY_MS: delayMs } as never);
  app.decorate("metrics", new Metrics());
  return app;
}

describe("scheduleJob", () => {
  it("runs at start-up and on its period, never overlapping itself, survives a failure and stops on close", async () => {
    vi.useFakeTimers();
    const app = jobApp();
    let runs = 0;
    let release: () => void = () => {};
    scheduleJob(app, {
      name: "test job",
      everyMs: 1000,
      run: async () => {
        runs += 1;
        if (runs === 2) throw new Error("boom");
        if (runs === 3) await new Promise<void>((r) => (release = r));
        return { done: runs };
      },
    });
    await app.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2); // failed, logged, counted, not thrown
    expect(await app.metrics.registry.getSingleMetricAsString("ile_background_job_failures_total")).toContain(
      'ile_background_job_failures_total{job="test job"} 1',
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3); // still running...
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(3); // ...so the next ticks are skipped
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(4);
    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(4);
  });

  it("does nothing with a period of 0 (turned off), and waits for the period when atStart is false", async () => {
    vi.useFakeTimers();
    const app = jobApp();
    const off = vi.fn(async () => null);
    const later = vi.fn(async () => null);
    scheduleJob(app, { name: "off", everyMs: 0, run: off });
    scheduleJob(app, { name: "later", everyMs: 1000, atStart: false, run: later });
    await app.ready();
    await vi.advanceTimersByTimeAsync(500);
    expect(later).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(later).toHaveBeenCalledTimes(1);
    expect(off).not.toHaveBeenCalled();
    await app.close();
  });

  it("runs its start-up run STARTUP_WORK_DELAY_MS after ready, so the first requests go first (issue 52)", async () => {
    vi.useFakeTimers();
    const app = jobApp(3000);
    const run = vi.fn(async () => null);
    scheduleJob(app, { name: "start", everyMs: 60_000, run });
    await app.ready();
    await vi.advanceTimersByTimeAsync(2999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await app.close();
  });
});
