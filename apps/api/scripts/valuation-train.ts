/**
 * `npm run valuation:train`: cleans ../shared/data's listing files, fits the model (deterministic: fixed seed)
 * and writes src/modules/valuation/model/valuation-model.json, which the API loads at start-up, and
 * rent-groups.json (median rents of groups of ≥ 3 listings: the rent comparables). Both hold fitted parameters
 * and aggregates only, never rows of the rent file (SOURCES.md).
 */
import { writeFileSync } from "node:fs";
import { missingRawFiles, readGazetteer, readRent, readSale } from "../src/modules/valuation/data.ts";
import { MODEL_FILE, RENT_GROUPS_FILE } from "../src/modules/valuation/files.ts";
import { rentGroups } from "../src/modules/valuation/groups.ts";
import { locateAll, trainModel } from "../src/modules/valuation/train.ts";
import { sharedDataDir } from "./paths.ts";
import { runScript, UsageError } from "./run-script.ts";

await runScript(async () => {
  const sale = readSale(sharedDataDir);
  const rent = readRent(sharedDataDir);
  if (!sale || !rent) throw new UsageError(missingRawFiles(sharedDataDir));
  const gaz = readGazetteer(sharedDataDir);
  writeFileSync(RENT_GROUPS_FILE, `${JSON.stringify(rentGroups(rent.rows), null, 0)}\n`);
  if (process.argv.includes("--groups-only")) return;
  const started = Date.now();
  const model = trainModel(locateAll(gaz, sale.rows), locateAll(gaz, rent.rows));
  writeFileSync(MODEL_FILE, `${JSON.stringify(model)}\n`);
  console.log(
    `valuation model ${model.version}: sale ${model.sale.trainedRows} rows (dropped ${JSON.stringify(sale.dropped)}, ` +
      `${sale.movedFromAnambara} "Anambara" rows moved), rent ${model.rent.trainedRows} rows (dropped ` +
      `${JSON.stringify(rent.dropped)}, ${rent.convertedFromMonthly} monthly converted) in ${Date.now() - started} ms → ${MODEL_FILE}`,
  );
});
