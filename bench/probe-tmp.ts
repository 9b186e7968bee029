// Temporary probe (not committed): times never-repeating searches one by one against BASE.
import { distinctQueries } from "./lib.ts";
import { searchMaker } from "./search-mix.ts";

const base = process.env.BASE ?? "http://127.0.0.1:3300";
const cities = (
  process.env.CITIES ??
  "Lekki,Ikeja,Ajah,Yaba,Surulere,Gbagada,Ikoyi,Victoria Island,Abuja,Port Harcourt,Ibadan,Magodo,Ikorodu,Lagos Island,Maitama"
)
  .split(",")
  .map((value, i) => ({ value, weight: 20 - i }));
const qs = distinctQueries(searchMaker(cities), Number(process.env.N ?? 300));
const times: [number, string, number][] = [];
for (const q of qs.slice(0, 20)) await fetch(base + q);
for (const q of qs.slice(20)) {
  const t = performance.now();
  const r = await fetch(base + q);
  const body = (await r.json()) as { data: { data: { total: number } } };
  times.push([performance.now() - t, decodeURIComponent(q.slice(12)), body.data?.data?.total ?? -r.status]);
}
times.sort((a, b) => a[0] - b[0]);
const p = (x: number) => times[Math.floor(x * (times.length - 1))]![0].toFixed(1);
console.log(
  `n=${times.length} p50=${p(0.5)} p90=${p(0.9)} p95=${p(0.95)} p99=${p(0.99)} max=${p(1)} mean=${(times.reduce((s, t) => s + t[0], 0) / times.length).toFixed(1)}`,
);
for (const t of times.slice(-12)) console.log(t[0].toFixed(1), t[2], t[1]);
