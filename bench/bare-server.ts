/**
 * The bare Fastify route of bench/lib.ts `bareRoute`, in a process of its own as the app is. PORT chooses the port.
 * `/bare` answers a small JSON body; `/bytes/N` answers N bytes of JSON text (made once), so a route can be
 * compared with a bare one sending as many bytes as it does.
 */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({ status: "success", data: { ok: true } }));
const bodies = new Map<number, Buffer>();
app.get<{ Params: { n: string } }>("/bytes/:n", async (request, reply) => {
  const n = Math.min(Math.max(Number.parseInt(request.params.n, 10) || 0, 16), 4_000_000);
  let body = bodies.get(n);
  if (!body) {
    body = Buffer.from(`{"data":"${"x".repeat(n - 12)}"}`);
    bodies.set(n, body);
  }
  return reply.type("application/json; charset=utf-8").send(body);
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.once("SIGTERM", () => app.close().then(() => process.exit(0)));
