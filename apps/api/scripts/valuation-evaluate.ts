/**
 * `npm run valuation:evaluate`: 5-fold cross-validation of the whole pipeline on the training files (tables and
 * trees refitted per fold): median absolute percentage error, share within 20%, 80%-range coverage, and the
 * town × bedrooms median baseline. The figures are published in docs/valuation.md and on /valuation.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { missingRawFiles, readGazetteer, readRent, readSale } from "../src/modules/valuation/data.ts";
import { ACCURACY_FILE } from "../src/modules/valuation/files.ts";
import { crossValidate, locateAll } from "../src/modules/valuation/train.ts";
import { sharedDataDir } from "./paths.ts";
import { runScript, UsageError } from "./run-script.ts";

await runScript(async () => {
  const sale = readSale(sharedDataDir);
  const rent = readRent(sharedDataDir);
  if (!sale || !rent) throw new UsageError(missingRawFiles(sharedDataDir));
  const gaz = readGazetteer(sharedDataDir);
  // `-- rent` or `-- sale` measures one purpose (its entry of accuracy.json is replaced); `--one-fold` scores only
  // the first of the 5 folds (a quick check: accuracy.json is then left alone).
  const only = process.argv.find((a) => a === "sale" || a === "rent");
  const oneFold = process.argv.includes("--one-fold");
  const out: Record<string, unknown> = {};
  for (const [purpose, rows] of [
    ["sale", locateAll(gaz, sale.rows)],
    ["rent", locateAll(gaz, rent.rows)],
  ] as const) {
    if (only && only !== purpose) continue;
    const a = crossValidate(purpose, rows, 5, undefined, undefined, gaz, oneFold ? 1 : 5);
    console.log(
      `${purpose}: ${a.rows} listings scored, ${a.folds}-fold${oneFold ? " (first fold only)" : ""} — median error ${(a.medianApe * 100).toFixed(1)}%, ` +
        `within 20% ${(a.within20 * 100).toFixed(1)}%, 80% range holds ${(a.coverage * 100).toFixed(1)}%, ` +
        `baseline (town × bedrooms median) ${(a.baselineMedianApe * 100).toFixed(1)}%` +
        (a.typed
          ? `; place typed as the listing wrote it: median error ${(a.typed.medianApe * 100).toFixed(1)}%, ` +
            `within 20% ${(a.typed.within20 * 100).toFixed(1)}%, 80% range holds ${(a.typed.coverage * 100).toFixed(1)}%`
          : ""),
    );
    out[purpose] = a;
  }
  if (oneFold) return;
  // Read at the end, so `-- sale` and `-- rent` may run side by side (each replaces only its own entry).
  const kept = only && existsSync(ACCURACY_FILE) ? JSON.parse(readFileSync(ACCURACY_FILE, "utf8")) : {};
  writeFileSync(ACCURACY_FILE, `${JSON.stringify({ ...kept, ...out }, null, 2)}\n`);
  console.log(`→ ${ACCURACY_FILE}`);
});
