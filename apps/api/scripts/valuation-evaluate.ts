/**
 * `npm run valuation:evaluate`: 5-fold cross-validation of the whole pipeline on the training files (tables and
 * trees refitted per fold): median absolute percentage error, share within 20%, 80%-range coverage, and the
 * town × bedrooms median baseline. The figures are published in docs/valuation.md and on /valuation.
 */
import { writeFileSync } from "node:fs";
import { readGazetteer, readRent, readSale } from "../src/modules/valuation/data.ts";
import { ACCURACY_FILE } from "../src/modules/valuation/service.ts";
import { crossValidate, locateAll } from "../src/modules/valuation/train.ts";
import { sharedDataDir } from "../src/platform/paths.ts";
import { runScript, UsageError } from "./run-script.ts";

await runScript(async () => {
  const sale = readSale(sharedDataDir);
  const rent = readRent(sharedDataDir);
  if (!sale || !rent) throw new UsageError(`The listing files are missing from ${sharedDataDir}`);
  const gaz = readGazetteer(sharedDataDir);
  const out: Record<string, unknown> = {};
  for (const [purpose, rows] of [
    ["sale", locateAll(gaz, sale.rows)],
    ["rent", locateAll(gaz, rent.rows)],
  ] as const) {
    const a = crossValidate(purpose, rows, 5);
    console.log(
      `${purpose}: ${a.rows} listings, ${a.folds}-fold — median error ${(a.medianApe * 100).toFixed(1)}%, ` +
        `within 20% ${(a.within20 * 100).toFixed(1)}%, 80% range holds ${(a.coverage * 100).toFixed(1)}%, ` +
        `baseline (town × bedrooms median) ${(a.baselineMedianApe * 100).toFixed(1)}%`,
    );
    out[purpose] = a;
  }
  writeFileSync(ACCURACY_FILE, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`→ ${ACCURACY_FILE}`);
});
