import fs from 'node:fs';
import path from 'node:path';

export class EmbeddedDatabaseBusyError extends Error {}

/**
 * The embedded database belongs to one process at a time. This lock file in DATA_DIR says which;
 * a second server or `npm run tenants:sync` against the same folder stops with a clear message
 * instead of corrupting it. A lock left by a process that died is taken over.
 */
export function acquireEmbeddedLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'embedded-db.lock');
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new EmbeddedDatabaseBusyError(
          `The embedded database in ${dataDir} is in use by another process (pid ${owner}). Stop it first, or use another DATA_DIR.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new EmbeddedDatabaseBusyError(`Could not lock the embedded database in ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
