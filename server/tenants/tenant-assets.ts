import path from 'node:path';
import { assetContentTypes } from './asset-content-types.ts';
import type { FolderFiles } from './folder-files.ts';
import { imageDimensions } from './image-dimensions.ts';
import type { TenantProblem } from './tenant-error.ts';

/** A file a tenant may serve publicly, by its path inside the tenant folder (assets/...). */
export interface TenantAsset {
  file: string;
  contentType: string;
  /** First 10 hex digits of the SHA-256 of the content, used to make URLs cacheable forever. */
  hash: string;
  size: number;
  /** An image's intrinsic size in CSS pixels, when its bytes tell it (image-dimensions.ts). */
  width?: number;
  height?: number;
}

const MAX_ASSET_BYTES = 5 * 1024 * 1024;

/** Things an SVG served from our origin must not contain: scripts, handlers, remote loads. */
const unsafeSvg: ReadonlyArray<[RegExp, string]> = [
  [/<script\b/i, 'contains a <script> element'],
  [/\son[a-z]+\s*=/i, 'contains an event-handler attribute (on...=)'],
  [/<foreignObject\b/i, 'contains <foreignObject>'],
  [/(?:xlink:)?href\s*=\s*["']\s*(?:https?:|\/\/|javascript:|data:text)/i, 'refers to an external or script URL'],
  [/@import\b/i, 'contains a CSS @import'],
];

/** Every servable file under <tenant>/assets, with its hash; reports unsafe or oversized ones. */
export function scanAssets(folder: FolderFiles, displayDir: string, problems: TenantProblem[]): Map<string, TenantAsset> {
  const assets = new Map<string, TenantAsset>();
  for (const relative of folder.under('assets')) {
    const contentType = assetContentTypes[path.extname(relative).toLowerCase()];
    if (!contentType) continue;
    const { bytes, digest } = folder.files.get(relative)!;
    const display = `${displayDir}/${relative}`;
    if (bytes.length > MAX_ASSET_BYTES) {
      problems.push({ file: display, message: `is ${(bytes.length / 1048576).toFixed(1)} MB; assets may be at most 5 MB` });
      continue;
    }
    if (contentType === 'image/svg+xml') {
      const text = bytes.toString('utf8');
      const unsafe = unsafeSvg.find(([pattern]) => pattern.test(text));
      if (unsafe) {
        problems.push({ file: display, message: `SVG ${unsafe[1]}; tenant SVGs must be static images` });
        continue;
      }
    }
    const dimensions = contentType.startsWith('image/') ? imageDimensions(bytes, contentType) : undefined;
    assets.set(relative, { file: path.join(folder.dir, relative), contentType, hash: digest.slice(0, 10), size: bytes.length, ...dimensions });
  }
  return assets;
}

/**
 * The public URL of a tenant asset; the hash makes it safe to cache for a year. An image whose
 * size is known ends with #<width>x<height>: the page sets them on its <img> and so reserves the
 * image's box before it loads (src/lib/image-size.ts), instead of the page jumping when it does.
 * A fragment is never sent to the server, so serving and caching do not see it.
 */
export function assetUrl(relativePath: string, asset: TenantAsset): string {
  const size = asset.width && asset.height ? `#${asset.width}x${asset.height}` : '';
  return `/tenant-assets/${relativePath.replace(/^assets\//, '')}?v=${asset.hash}${size}`;
}
