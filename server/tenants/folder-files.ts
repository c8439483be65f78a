import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { mapLimit } from '../lib/map-limit.ts';
import { isServableAsset } from './tenant-assets.ts';

/** One file of a tenant folder as listed: its path inside the folder (with /) and its stat. */
interface ListedFile {
  relative: string;
  stat: fs.Stats;
}

/** What a tenant folder holds, by stat only: cheap to take, and enough to tell it did not change. */
export interface FolderListing {
  dir: string;
  files: ListedFile[];
  /** SHA-256 of every file's path, size, modification and change times and inode. */
  statSignature: string;
  /** The latest modification or change time of any file, in ms since the epoch (0 when empty). */
  newestChangeMs: number;
}

/** A file's bytes and their SHA-256 (hex). */
export interface FolderFile {
  bytes: Buffer;
  digest: string;
}

/** Whether the loader reads this path of a tenant folder: only those are listed, read and hashed. */
const isRead = (relative: string) => relative === 'tenant.yaml' || relative.startsWith('content/') || (relative.startsWith('assets/') && isServableAsset(relative));

/** Files read at once while reading a folder: enough to keep the disk busy, few enough for memory. */
const FILES_AT_ONCE = 32;

/**
 * Lists the files of a tenant folder the loader reads (tenant.yaml, content/, servable assets/),
 * with their stats. The calls are synchronous on purpose: a folder's few dozen stats take about a
 * millisecond this way, where promises for each cost several times that across 1,000 folders (a
 * start with nothing changed does little else); each folder still yields to the event loop.
 */
export async function listFolder(dir: string): Promise<FolderListing> {
  await new Promise((resolve) => setImmediate(resolve));
  const files = [...(fs.existsSync(path.join(dir, 'tenant.yaml')) ? ['tenant.yaml'] : []), ...walk(dir, 'content'), ...walk(dir, 'assets')]
    .filter(isRead)
    .sort()
    .flatMap((relative) => {
      const stat = fs.statSync(path.join(dir, relative), { throwIfNoEntry: false });
      return stat?.isFile() ? [{ relative, stat }] : [];
    });
  const signature = createHash('sha256');
  let newest = 0;
  for (const { relative, stat } of files) {
    signature.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\0${stat.ctimeMs}\0${stat.ino}\n`);
    newest = Math.max(newest, stat.mtimeMs, stat.ctimeMs);
  }
  return { dir, files, statSignature: signature.digest('hex'), newestChangeMs: newest };
}

/** Paths of the entries under a folder of the tenant folder that are not folders (files, links), at any depth. */
function walk(dir: string, folder: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(dir, folder), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => (entry.isDirectory() ? walk(dir, `${folder}/${entry.name}`) : [`${folder}/${entry.name}`]));
}

/**
 * The bytes of every listed file, read once: the content hash and every reader work on these
 * same bytes, so what is hashed is exactly what is parsed, even if a file changes meanwhile.
 */
export class FolderFiles {
  private constructor(
    readonly dir: string,
    readonly files: ReadonlyMap<string, FolderFile>,
  ) {}

  /** Lists and reads a tenant folder. */
  static async of(dir: string): Promise<FolderFiles> {
    return FolderFiles.read(await listFolder(dir));
  }

  static async read(listing: FolderListing): Promise<FolderFiles> {
    const files = await mapLimit(listing.files, FILES_AT_ONCE, async ({ relative }): Promise<[string, FolderFile]> => {
      const bytes = await fs.promises.readFile(path.join(listing.dir, relative));
      return [relative, { bytes, digest: createHash('sha256').update(bytes).digest('hex') }];
    });
    return new FolderFiles(listing.dir, new Map(files));
  }

  /** A file's text (UTF-8), or undefined when the folder has no such file. */
  text(relative: string): string | undefined {
    return this.files.get(relative)?.bytes.toString('utf8');
  }

  /** The names of the files directly inside a folder of the tenant folder, sorted. */
  names(folder: string): string[] {
    const prefix = `${folder}/`;
    return [...this.files.keys()].filter((f) => f.startsWith(prefix) && !f.includes('/', prefix.length)).map((f) => f.slice(prefix.length));
  }

  /** Paths (relative to the tenant folder) of every file under a folder, at any depth, sorted. */
  under(folder: string): string[] {
    return [...this.files.keys()].filter((f) => f.startsWith(`${folder}/`));
  }
}
