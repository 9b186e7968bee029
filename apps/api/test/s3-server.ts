/**
 * An S3-compatible server for tests (@20minutes/s3rver, in this process, files in a temporary directory), and the
 * AWS SDK's variables that point an Ile instance at it (ADR 0024). s3rver accepts the access key S3RVER.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "@20minutes/s3rver";

export const S3_TEST_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: "S3RVER",
  AWS_SECRET_ACCESS_KEY: "S3RVER",
  AWS_REGION: "us-east-1",
} as const;

export async function startS3Server(bucket: string, port = 0) {
  const directory = mkdtempSync(join(tmpdir(), "ile-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    port: address.port,
    /** The variables an instance (or the SDK in this process) needs to use the bucket. */
    env: { ...S3_TEST_CREDENTIALS, AWS_ENDPOINT_URL_S3: endpoint, S3_BUCKET: bucket },
    /** Stops answering (a new server started on `port` answers again, empty). */
    stop: () => server.close(),
    async close() {
      await server.close().catch(() => {});
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
