// s3rver ships no types: the part the tests use.
declare module "s3rver" {
  interface S3rverOptions {
    port: number;
    address: string;
    silent: boolean;
    directory: string;
    configureBuckets: Array<{ name: string; configs: string[] }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<unknown>;
    close(): Promise<void>;
    /** S3 event notifications: one record per object stored or removed. */
    on(
      event: "event",
      listener: (event: { Records: Array<{ eventName: string; s3: { object: { key: string } } }> }) => void,
    ): this;
  }
}
