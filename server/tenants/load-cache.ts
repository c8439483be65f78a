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

/**
 * Loaded tenant folders kept between starts in DATA_DIR/tenant-cache: per folder, `<slug>.json`
 * (small: read at every start) and `<slug>.content.json` (what only the sync needs: read when the
 * database is behind). It is only a cache: every entry is checked against the folder and the
 * code, a missing or unreadable one means reading the folder again, and the folder can be deleted
 * at any time. Writes go to a temporary file renamed into place, so processes starting together
 * never see half an entry.
 */
export class LoadCache {
  constructor(readonly dir: string) {}

  async entry(slug: string): Promise<CacheEntry | undefined> {
    return this.#read<CacheEntry>(`${slug}.json`);
  }

  async content<T>(slug: string, contentHash: string): Promise<T | undefined> {
    const stored = await this.#read<{ contentHash: string; content: T }>(`${slug}.content.json`);
    return stored?.contentHash === contentHash ? stored.content : undefined;
  }

  /** Best effort: a cache that cannot be written (a read-only DATA_DIR) only makes the next start slower. */
  async write(slug: string, entry: CacheEntry, content?: unknown): Promise<void> {
    try {
      await fs.mkdir(this.dir, { recursive: true });
      // The content first, so an entry never names content not yet written.
      if (content !== undefined) await this.#write(`${slug}.content.json`, { contentHash: entry.contentHash, content });
      await this.#write(`${slug}.json`, entry);
    } catch {
      // Read from the folder next time.
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
