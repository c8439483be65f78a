import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey } from './file-key.ts';
import type { S3FileStore } from './s3-file-store.ts';

export interface MigrationReport {
  /** Files found under the folder (temporary files of an unfinished write left out). */
  found: number;
  copied: number;
  /** Already in the bucket with the same bytes (an earlier run, or a process writing there). */
  present: number;
  bytesCopied: number;
  /** Keys that could not be copied, with why; a later run tries them again. */
  failed: Array<{ key: string; error: string }>;
  /** Files whose names no store would accept (never written by the server); left where they are. */
  skipped: string[];
}

/** How many files are copied at once: enough to hide each request's latency, few enough for any store's rate limits. */
const IN_FLIGHT = 8;

/**
 * Copies every file under `root` (DATA_DIR/uploads) into the bucket under the same key, so a server
 * switched to S3_BUCKET finds every picture and invoice it wrote to disk. Idempotent and resumable:
 * a file already in the bucket with the same size and content (its MD5 against the ETag, where the
 * store gives one) is not copied again, a PUT is atomic (a stopped run leaves no half-object), and a
 * failed copy is reported, not fatal, so running it again finishes the job. Nothing on disk changes.
 */
export async function migrateUploads(
  root: string,
  store: S3FileStore,
  onFile?: (key: string, outcome: 'copied' | 'present') => void,
): Promise<MigrationReport> {
  const report: MigrationReport = { found: 0, copied: 0, present: 0, bytesCopied: 0, failed: [], skipped: [] };
  const keys: string[] = [];
  for (const key of await filesUnder(root)) {
    if (key.endsWith('.tmp')) continue;
    if (isSafeKey(key)) keys.push(key);
    else report.skipped.push(key);
  }
  report.found = keys.length;
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      try {
        const data = await fsp.readFile(path.join(root, ...key.split('/')));
        const stored = await store.stat(key);
        if (stored && stored.size === data.length && sameContent(stored.etag, data)) {
          report.present++;
          onFile?.(key, 'present');
          continue;
        }
        await store.put(key, data);
        report.copied++;
        report.bytesCopied += data.length;
        onFile?.(key, 'copied');
      } catch (error) {
        report.failed.push({ key, error: (error as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  report.skipped.sort();
  report.failed.sort((a, b) => a.key.localeCompare(b.key));
  return report;
}

/** An ETag of 32 hex digits is the object's MD5 (a single-part upload); any other form (multipart, encrypted) cannot be compared, and the size decides. */
function sameContent(etag: string | undefined, data: Buffer): boolean {
  if (!etag || !/^[0-9a-f]{32}$/i.test(etag)) return true;
  return etag.toLowerCase() === createHash('md5').update(data).digest('hex');
}

/** Every file below `root` as a key with forward slashes; none when the folder does not exist. */
async function filesUnder(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await fsp.readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
