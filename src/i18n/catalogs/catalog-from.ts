/** Every string of one language, by namespace. */
export type Catalog = Record<string, object>;

/** A language's catalog from its locale folder's files ('../locales/ar/auth.json' -> auth). */
export function catalogFrom(files: Record<string, object>): Catalog {
  return Object.fromEntries(Object.entries(files).map(([file, strings]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), strings]));
}
