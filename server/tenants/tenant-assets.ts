import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TenantProblem } from './tenant-error.ts';

/** A file a tenant may serve publicly, by its path inside the tenant folder (assets/...). */
export interface TenantAsset {
  file: string;
  contentType: string;
  /** First 10 hex digits of the SHA-256 of the content, used to make URLs cacheable forever. */
  hash: string;
  size: number;
}

const assetContentTypes: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const MAX_ASSET_BYTES = 5 * 1024 * 1024;

/** Things an SVG served from our origin must not contain: scripts, handlers, remote loads. */
const unsafeSvg: ReadonlyArray<[RegExp, string]> = [
  [/<script\b/i, 'contains a <script> element'],
  [/\son[a-z]+\s*=/i, 'contains an event-handler attribute (on...=)'],
  [/<foreignObject\b/i, 'contains <foreignObject>'],
  [/(?:xlink:)?href\s*=\s*["']\s*(?:https?:|\/\/|javascript:|data:text)/i, 'refers to an external or script URL'],
  [/@import\b/i, 'contains a CSS @import'],
];

/** Lists every servable file under <tenant>/assets, hashing each; reports unsafe or oversized ones. */
export async function scanAssets(tenantDir: string, displayDir: string, problems: TenantProblem[]): Promise<Map<string, TenantAsset>> {
  const assets = new Map<string, TenantAsset>();
  const root = path.join(tenantDir, 'assets');
  let entries: string[];
  try {
    entries = (await fs.readdir(root, { recursive: true })) as string[];
  } catch {
    return assets;
  }
  for (const entry of entries.sort()) {
    const file = path.join(root, entry);
    const contentType = assetContentTypes[path.extname(entry).toLowerCase()];
    if (!contentType) continue;
    const stat = await fs.stat(file);
    if (!stat.isFile()) continue;
    const relative = `assets/${entry.split(path.sep).join('/')}`;
    const display = `${displayDir}/${relative}`;
    if (stat.size > MAX_ASSET_BYTES) {
      problems.push({ file: display, message: `is ${(stat.size / 1048576).toFixed(1)} MB; assets may be at most 5 MB` });
      continue;
    }
    const content = await fs.readFile(file);
    if (contentType === 'image/svg+xml') {
      const text = content.toString('utf8');
      const unsafe = unsafeSvg.find(([pattern]) => pattern.test(text));
      if (unsafe) {
        problems.push({ file: display, message: `SVG ${unsafe[1]}; tenant SVGs must be static images` });
        continue;
      }
    }
    const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
    assets.set(relative, { file, contentType, hash, size: stat.size });
  }
  return assets;
}

/** The public URL of a tenant asset; the hash makes it safe to cache for a year. */
export function assetUrl(relativePath: string, asset: TenantAsset): string {
  return `/tenant-assets/${relativePath.replace(/^assets\//, '')}?v=${asset.hash}`;
}
