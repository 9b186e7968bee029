/** Starts Ile: validated config, one process, graceful shutdown on SIGTERM/SIGINT (in-flight requests finish). */
import { buildApp } from "./app.ts";
import { EmbeddedDatabaseInUse } from "./db/embedded-lock.ts";
import { ConfigError, loadConfig } from "./platform/config.ts";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const app = await buildApp({ config }).catch((err: unknown) => {
  // Another process has the embedded database open (a second npm start): one line saying what to do.
  if (err instanceof EmbeddedDatabaseInUse) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
});
let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Ile is serving on ${config.PUBLIC_URL}`);
} catch (err) {
  app.log.error({ err }, "could not start");
  process.exit(1);
}
