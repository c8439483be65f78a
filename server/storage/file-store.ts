import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, isSafeKey } from './file-key.ts';

/**
 * Where uploaded and rendered files live: DATA_DIR/uploads (DiskFileStore) or an S3-compatible
 * bucket (S3FileStore). Keys are relative paths such as <tenantId>/profiles/<id>.webp (file-key.ts).
 * A put is whole or absent, never half-written; open answers undefined only for a file that is not
 * there (a store that cannot be reached throws, so the caller answers 5xx, not 404).
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  remove(key: string): Promise<void>;
  /** Releases what the store holds open (the bucket's connections); a disk store holds nothing. */
  close?(): void;
}

/** The store cannot be used with its settings (a bucket's wrong name, endpoint or keys, or not answering): the server does not start. */
export class FileStoreUnavailableError extends Error {}

/** The embedded default: files under DATA_DIR/uploads, written atomically. */
export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  #path(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.#path(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    await fsp.writeFile(temp, data);
    await fsp.rename(temp, target);
  }

  async open(key: string) {
    if (!isSafeKey(key)) return undefined;
    const file = this.#path(key);
    try {
      const stat = await fsp.stat(file);
      return stat.isFile() ? { stream: fs.createReadStream(file), size: stat.size } : undefined;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.#path(key), { force: true });
  }
}
