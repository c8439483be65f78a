import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live. Keys are relative paths such as <tenantId>/profiles/<id>.webp. */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/** The embedded default: files under DATA_DIR/uploads, written atomically. */
export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  #path(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe file key "${key}"`);
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
    if (!SAFE_KEY.test(key)) return undefined;
    try {
      const file = this.#path(key);
      const stat = await fsp.stat(file);
      return stat.isFile() ? { stream: fs.createReadStream(file), size: stat.size } : undefined;
    } catch {
      return undefined;
    }
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.#path(key), { force: true });
  }
}
