/** The bare Fastify route of bench/lib.ts `bareRoute`, in a process of its own as the app is. PORT chooses the port. */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({ status: "success", data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.once("SIGTERM", () => app.close().then(() => process.exit(0)));
