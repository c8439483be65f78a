import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TokenValues } from '../../shared/theme/token-tree.ts';
import type { FolderShape } from './folder-files.ts';
import type { HelpPageInput } from './help-page-reader.ts';
import type { Manifest } from './manifest-schema.ts';
import type { TenantAsset } from './tenant-assets.ts';
import type { TenantProblem } from './tenant-error.ts';

/** What serving a tenant needs of its folder, as of one content hash. */
export interface CachedServing {
  manifest: Manifest;
  /** The merged theme, contrast-checked, as of `themeCode` (content-hash.ts themeFingerprint). */
  theme: TokenValues;
  themeCode: string;
  help: HelpPageInput | undefined;
  warnings: TenantProblem[];
  /** Path inside the folder -> asset, without the absolute file (the folder may move). */
  assets: Array<[string, Omit<TenantAsset, 'file'>]>;
}

/** One folder's entry: its content hash, how to tell it is unchanged without reading it, what it serves. */
export interface CacheEntry {
  contentHash: string;
  /** The code fingerprint it was made with (content-hash.ts): an entry of other code is not used. */
  code: string;
  /** listFolder's stat signature when the folder was read, and the shape of the folder. */
  statSignature: string;
  shape: FolderShape;
  /**
   * Whether the stat signature alone may vouch for the content: only when every file had been
   * left alone for a while before it was read. A file written in the same clock tick as it was
   * read could change again without changing its times (a "racy" file, as git calls it).
   */
  statTrusted: boolean;
  serving: CachedServing;
}

/** The entries of every folder, in one file: read at every start. */
const INDEX = 'index.json';

/**
 * Loaded tenant folders kept between starts in DATA_DIR/tenant-cache: `index.json`, every
 * folder's entry (small: read at every start, in one read rather than a thousand), and per folder
 * `<slug>.content.json` (what only the sync needs: read when the database is behind). It is only
 * a cache: every entry is checked against the folder and the code, a missing or unreadable one
 * means reading the folder again, and the folder can be deleted at any time. Writes go to a
 * temporary file renamed into place, so processes starting together never see half a file; when
 * two write the index, the last one's stands, and each holds an entry for every folder it loaded.
 */
export class LoadCache {
  #index: Promise<Map<string, CacheEntry>> | undefined;
  /** The folders asked about in this load: the index keeps only theirs (a deleted folder's entry goes). */
  readonly #asked = new Set<string>();
  #changed = false;

  constructor(readonly dir: string) {}

  async entry(slug: string): Promise<CacheEntry | undefined> {
    this.#index ??= this.#read<Record<string, CacheEntry>>(INDEX).then((stored) => new Map(Object.entries(stored ?? {})));
    this.#asked.add(slug);
    return (await this.#index).get(slug);
  }

  async content<T>(slug: string, contentHash: string): Promise<T | undefined> {
    const stored = await this.#read<{ contentHash: string; content: T }>(`${slug}.content.json`);
    return stored?.contentHash === contentHash ? stored.content : undefined;
  }

  /**
   * Records a folder's entry, written to the index by `flush`; its content (if given) is written
   * now, so an entry never names content not yet written. Best effort, as every write here: a
   * cache that cannot be written (a read-only DATA_DIR) only makes the next start slower.
   */
  async write(slug: string, entry: CacheEntry, content?: unknown): Promise<void> {
    if (content !== undefined) {
      try {
        await fs.mkdir(this.dir, { recursive: true });
        await this.#write(`${slug}.content.json`, { contentHash: entry.contentHash, content });
      } catch {
        return; // no entry either: the folder is read again next time
      }
    }
    this.#asked.add(slug);
    (await (this.#index ??= Promise.resolve(new Map()))).set(slug, entry);
    this.#changed = true;
  }

  /** Writes the index once the folders are loaded, if an entry changed or a folder went. */
  async flush(): Promise<void> {
    if (!this.#index) return;
    const index = await this.#index;
    if (!this.#changed && [...index.keys()].every((slug) => this.#asked.has(slug))) return;
    // By folder name, not by which load finished first: the same folders write the same index.
    const kept = Object.fromEntries([...index].filter(([slug]) => this.#asked.has(slug)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    try {
      await fs.mkdir(this.dir, { recursive: true });
      await this.#write(INDEX, kept);
    } catch {
      // Read from the folders next time.
    }
  }

  async #read<T>(name: string): Promise<T | undefined> {
    try {
      return JSON.parse(await fs.readFile(path.join(this.dir, name), 'utf8')) as T;
    } catch {
      return undefined;
    }
  }

  async #write(name: string, value: unknown): Promise<void> {
    const temporary = path.join(this.dir, `.${name}.${randomBytes(6).toString('hex')}`);
    await fs.writeFile(temporary, JSON.stringify(value));
    await fs.rename(temporary, path.join(this.dir, name));
  }
}
