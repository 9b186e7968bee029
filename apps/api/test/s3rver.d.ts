/** The few parts of @20minutes/s3rver (an S3-compatible test server; it ships no types) the tests use. */
declare module "@20minutes/s3rver" {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
