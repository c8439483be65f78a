import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { mapLimit } from '../lib/map-limit.ts';
import { isServableAsset } from './asset-content-types.ts';

/** One file of a tenant folder as listed: its path inside the folder (with /) and its stat. */
interface ListedFile {
  relative: string;
  stat: fs.Stats;
}

/**
 * The folders of a tenant folder as walked, each with its times and inode, and the entries
 * (not folders) found in them. A folder's times change when an entry is added, removed or
 * renamed in it, so while none changed the folder can be listed again without reading a folder.
 */
export interface FolderShape {
  /** Path inside the tenant folder ('' for itself) and "mtime:ctime:inode", taken before it was read. */
  folders: Array<[string, string]>;
  entries: string[];
}

/** What a tenant folder holds, by stat only: cheap to take, and enough to tell it did not change. */
export interface FolderListing {
  dir: string;
  shape: FolderShape;
  files: ListedFile[];
  /** SHA-256 of every file's path, size, modification and change times and inode. */
  statSignature: string;
  /** The latest modification or change time of any file or folder, in ms since the epoch (0 when empty). */
  newestChangeMs: number;
}

/** A file's bytes and their SHA-256 (hex). */
export interface FolderFile {
  bytes: Buffer;
  digest: string;
}

/** Whether the loader reads this path of a tenant folder: only those are listed, read and hashed. */
const isRead = (relative: string) =>
  relative === 'tenant.yaml' || relative.startsWith('content/') || (relative.startsWith('assets/') && isServableAsset(relative));

/** Files read at once while reading a folder: enough to keep the disk busy, few enough for memory. */
const FILES_AT_ONCE = 32;

/**
 * Lists the files of a tenant folder the loader reads (tenant.yaml, content/, servable assets/),
 * with their stats. `known`: the shape of a listing whose stats were settled (load-cache.ts);
 * while its folders are unchanged it stands for reading them (a folder read costs as much as
 * a few dozen stats).
 * The calls are synchronous on purpose: a folder's few dozen stats take about a millisecond this
 * way, where promises for each cost several times that across 1,000 folders (a start with nothing
 * changed does little else); each folder still yields to the event loop.
 */
export async function listFolder(dir: string, known?: FolderShape): Promise<FolderListing> {
  await new Promise((resolve) => setImmediate(resolve));
  const unchanged = known?.folders.every(([folder, stamp]) => stampOf(fs.statSync(path.join(dir, folder), { throwIfNoEntry: false })) === stamp);
  const shape = unchanged ? known! : walk(dir);
  const files = shape.entries.filter(isRead).flatMap((relative) => {
    const stat = fs.statSync(path.join(dir, relative), { throwIfNoEntry: false });
    return stat?.isFile() ? [{ relative, stat }] : [];
  });
  const signature = createHash('sha256');
  let newest = 0;
  for (const { relative, stat } of files) {
    signature.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\0${stat.ctimeMs}\0${stat.ino}\n`);
    newest = Math.max(newest, stat.mtimeMs, stat.ctimeMs);
  }
  for (const [, stamp] of shape.folders) newest = Math.max(newest, ...stamp.split(':').slice(0, 2).map(Number));
  return { dir, shape, files, statSignature: signature.digest('hex'), newestChangeMs: newest };
}

const stampOf = (stat: fs.Stats | undefined) => (stat?.isDirectory() ? `${stat.mtimeMs}:${stat.ctimeMs}:${stat.ino}` : undefined);

/** Reads the tenant folder and its content/ and assets/ folders at any depth; entries sorted. */
function walk(dir: string): FolderShape {
  const shape: FolderShape = { folders: [], entries: [] };
  const visit = (folder: string) => {
    // The stamp before the read: a change after it shows as a new stamp next time.
    const stamp = stampOf(fs.statSync(path.join(dir, folder), { throwIfNoEntry: false }));
    if (!stamp) return;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(dir, folder), { withFileTypes: true });
    } catch {
      return; // gone since its stat
    }
    shape.folders.push([folder, stamp]);
    for (const entry of entries) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (!entry.isDirectory()) shape.entries.push(relative);
      else if (folder || entry.name === 'content' || entry.name === 'assets') visit(relative);
    }
  };
  visit('');
  shape.entries.sort();
  return shape;
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
