import path from 'node:path';

/**
 * The file types a tenant may serve, by extension. Its own file because the folder listing
 * (folder-files.ts, which reads only these under assets/) and the asset scan (tenant-assets.ts,
 * which takes a listed folder) both need it: in either of them it would tie the two in a circle.
 */
export const assetContentTypes: Readonly<Record<string, string>> = {
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

/** Whether a path names a file type a tenant may serve (by its extension). */
export function isServableAsset(file: string): boolean {
  return Object.hasOwn(assetContentTypes, path.extname(file).toLowerCase());
}
