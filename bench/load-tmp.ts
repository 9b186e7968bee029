// Temporary (not committed): wrk distinct-mix load against BASE with the server's CPU per request.
import { describeLoad, distinctQueries, loadTest } from "./lib.ts";
import { searchMaker } from "./search-mix.ts";
const base = process.env.BASE ?? "http://127.0.0.1:3300";
const cities = (process.env.CITIES ?? "Lekki,Ikeja,Ajah,Yaba,Surulere,Gbagada,Ikoyi,Victoria Island,Abuja,Port Harcourt,Ibadan,Magodo,Ikorodu,Lagos Island,Maitama").split(",").map((value, i) => ({ value, weight: 20 - i }));
const qs = distinctQueries(searchMaker(cities), 60_000);
const pid = Number(process.env.PID);
const warm = await loadTest({ url: base + qs[0], connections: 10, duration: 3, paths: qs.splice(-3000) });
console.log("warm", describeLoad(warm));
const r = await loadTest({ url: base + qs[0], connections: 50, duration: Number(process.env.DURATION ?? 10), paths: qs, serverPid: pid });
console.log("distinct", describeLoad(r), r.serverUsPerRequest);
