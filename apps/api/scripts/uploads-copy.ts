/**
 * `npm run uploads:copy [-- --from data/uploads]`: copies an existing uploads directory (UPLOADS_DIR unless
 * `--from` names another) into the bucket of S3_BUCKET (ADR 0024), at the same keys, so instances that store in
 * the bucket serve the files stored before it. Idempotent: run it again after a partial copy, or once more right
 * after switching instances over, and only what is missing is copied.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../src/platform/config.ts";
import { copyUploads, openStorage } from "../src/platform/storage.ts";
import { runScript, UsageError } from "./run-script.ts";

await runScript(async () => {
  const { values } = parseArgs({ options: { from: { type: "string" } } });
  const config = loadConfig();
  if (!config.S3_BUCKET)
    throw new UsageError("S3_BUCKET: set the bucket to copy into (and the AWS_* variables of its account)");
  const from = values.from
    ? loadConfig({ ...process.env, UPLOADS_DIR: values.from }).UPLOADS_DIR
    : config.UPLOADS_DIR;
  const storage = openStorage(config);
  try {
    if (!(await storage.reachable()))
      throw new UsageError(
        `S3_BUCKET: the bucket "${config.S3_BUCKET}" cannot be reached with these credentials`,
      );
    const { copied, present, bytes } = await copyUploads(from, storage);
    const under = config.S3_PREFIX ? ` under ${config.S3_PREFIX}` : "";
    console.log(
      `Copied ${copied} file${copied === 1 ? "" : "s"} (${(bytes / 1024 / 1024).toFixed(1)} MB) from ${from} to bucket ${config.S3_BUCKET}${under}; ${present} already there.`,
    );
  } finally {
    storage.close();
  }
});
