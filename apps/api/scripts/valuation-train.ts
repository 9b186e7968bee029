/**
 * `npm run valuation:train`: cleans ../shared/data's listing files, fits the model (deterministic: fixed seed)
 * and writes src/modules/valuation/model/valuation-model.json, which the API loads at start-up. The file holds
 * fitted parameters and aggregates only, never rows of the rent file (SOURCES.md).
 */
import { writeFileSync } from "node:fs";
import { readGazetteer, readRent, readSale } from "../src/modules/valuation/data.ts";
import { MODEL_FILE } from "../src/modules/valuation/service.ts";
import { locateAll, trainModel } from "../src/modules/valuation/train.ts";
import { sharedDataDir } from "../src/platform/paths.ts";
import { runScript, UsageError } from "./run-script.ts";

await runScript(async () => {
  const sale = readSale(sharedDataDir);
  const rent = readRent(sharedDataDir);
  if (!sale || !rent) throw new UsageError(`The listing files are missing from ${sharedDataDir}`);
  const gaz = readGazetteer(sharedDataDir);
  const started = Date.now();
  const model = trainModel(locateAll(gaz, sale.rows), locateAll(gaz, rent.rows));
  writeFileSync(MODEL_FILE, `${JSON.stringify(model)}\n`);
  console.log(
    `valuation model ${model.version}: sale ${model.sale.trainedRows} rows (dropped ${JSON.stringify(sale.dropped)}, ` +
      `${sale.movedFromAnambara} "Anambara" rows moved), rent ${model.rent.trainedRows} rows (dropped ` +
      `${JSON.stringify(rent.dropped)}, ${rent.convertedFromMonthly} monthly converted) in ${Date.now() - started} ms → ${MODEL_FILE}`,
  );
});
