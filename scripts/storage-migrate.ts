import path from 'node:path';
import { ConfigError, loadConfig } from '../server/config.ts';
import { migrateUploads } from '../server/storage/migrate-uploads.ts';
import { FileStoreUnavailableError } from '../server/storage/file-store.ts';
import { S3FileStore } from '../server/storage/s3-file-store.ts';

/**
 * `npm run storage:migrate`: copies DATA_DIR/uploads (profile pictures, ticket pictures, invoice
 * PDFs) into the bucket the S3_* settings name, under the same keys, so servers switched to the
 * bucket find every file written to disk before. Run it with the servers' own environment, before
 * or after switching them: it copies only what the bucket lacks, never changes the disk, and can be
 * stopped and run again at any point. Exits 1 while any file failed to copy (run it again).
 */
try {
  const config = loadConfig(process.env);
  if (!config.s3)
    throw new ConfigError('storage:migrate needs S3_BUCKET (and S3_ENDPOINT, S3_REGION, keys, as the servers have): the bucket to copy DATA_DIR/uploads into.');
  const root = path.join(config.dataDir, 'uploads');
  const store = await S3FileStore.connect(config.s3);
  await store.verify();
  console.log(`Copying ${root} into the bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}...`);
  let done = 0;
  const report = await migrateUploads(root, store, () => {
    done++;
    if (done % 500 === 0) console.log(`  ${done.toLocaleString('en-GB')} files checked`);
  });
  store.close();
  for (const key of report.skipped) console.log(`  skipped ${key}: not a name the server writes`);
  for (const { key, error } of report.failed) console.error(`  FAILED ${key}: ${error}`);
  const mb = (report.bytesCopied / 1024 / 1024).toFixed(1);
  console.log(
    `${report.found.toLocaleString('en-GB')} files: ${report.copied.toLocaleString('en-GB')} copied (${mb} MB), ` +
      `${report.present.toLocaleString('en-GB')} already in the bucket, ${report.failed.length} failed.`,
  );
  if (report.failed.length > 0) {
    console.error('Run npm run storage:migrate again to copy the files that failed; the others are not copied twice.');
    process.exitCode = 1;
  }
} catch (error) {
  const known = error instanceof ConfigError || error instanceof FileStoreUnavailableError;
  console.error(`storage:migrate: ${known ? (error as Error).message : ((error as Error).stack ?? String(error))}`);
  process.exitCode = 1;
}
