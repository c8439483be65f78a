/**
 * A stored file's key: a relative path of lower-case names, such as <tenantId>/profiles/<id>.webp.
 * Every store refuses any other, so no key can climb out of its folder or bucket prefix.
 */
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export const isSafeKey = (key: string): boolean => SAFE_KEY.test(key);

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe file key "${key}"`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** The media type a file is stored with, from its key's extension. */
export const contentTypeOf = (key: string): string => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
