/**
 * Request logs that stay useful at the default level and cheap (ADR 0021): one line per request, written when the
 * response has gone (method, url, status, response time in ms, and the request id bound to every line of the
 * request), instead of Fastify's two ("incoming request" with the request's details, "request completed" with the
 * status); lines go to stdout through pino's asynchronous destination (written by the event loop in batches,
 * flushed when the process exits). Failures keep their own line with the stack (error-handler.ts).
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import pino, { type DestinationStream } from "pino";

/** Fastify's request-lifecycle log lines, with the two per request made one. */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, REQUEST_COMPLETED);
  }
}

export const REQUEST_COMPLETED = "request completed";

/** The fields of a request's one line (also written for pages answered before routing, page-reply.ts). */
export const requestLine = (method: string, url: string, statusCode: number, elapsedMs: number) => ({
  method,
  url,
  statusCode,
  responseTime: Math.round(elapsedMs * 100) / 100,
});

/** Lines kept before a write to stdout, and how long a line may wait for them (ADR 0021). */
const BATCH_BYTES = 8192;
const BATCH_WAIT_MS = 1000;

/** A pino line's level is its first field: `{"level":…`; warn (40) and above are not held back. */
const LEVEL_AT = '{"level":'.length;
const urgent = (line: string) => line.charCodeAt(LEVEL_AT) >= 52; /* "4" */

/** What `batched` writes to: sonic-boom's asynchronous destination, as pino makes it. */
export interface LineSink {
  write(text: string): unknown;
  flush(): void;
  flushSync(): void;
}

/**
 * Lines gathered into batches of BATCH_BYTES before they go to `sink` (one write for ~30 request lines instead of
 * one each), at least every BATCH_WAIT_MS; a warning or an error goes at once (with what is batched before it, in
 * order), and what is left goes when the process exits. The batch is kept here rather than in sonic-boom (its
 * `minLength`): sonic-boom measures the UTF-8 length of the whole pending buffer on every write, a tenth of a
 * cached search's CPU; here a batch is measured once.
 */
export function batched(sink: LineSink): DestinationStream & { flushSync(): void } {
  let batch = "";
  const pass = () => {
    if (!batch) return;
    sink.write(batch);
    batch = "";
  };
  const flush = () => {
    pass();
    try {
      sink.flush();
    } catch {
      clearInterval(timer); // closed
    }
  };
  const flushSync = () => {
    pass();
    try {
      sink.flushSync();
    } catch {
      // closed, or not open yet: nothing was written
    }
  };
  const timer = setInterval(flush, BATCH_WAIT_MS);
  timer.unref();
  process.once("exit", flushSync);
  return {
    write(line: string) {
      batch += line;
      if (urgent(line)) flush();
      else if (batch.length >= BATCH_BYTES) pass();
    },
    flushSync,
  };
}

/** Stdout, written asynchronously in batches (`batched`). */
export function batchedStdout(): DestinationStream {
  return batched(pino.destination({ dest: 1, sync: false }));
}

/**
 * Fastify's logger options for `level`: false when silent; otherwise pino writing to `stream` (by default stdout
 * in batches) and the one-line request log.
 */
export function loggingOptions(
  level: string,
  stream?: DestinationStream,
): Pick<FastifyServerOptions, "logger" | "logController"> {
  if (level === "silent") return { logger: false };
  return { logger: { level, stream: stream ?? batchedStdout() }, logController: new OneLinePerRequest() };
}
