/** Every string of one language, by namespace. */
export type Catalog = Record<string, object>;

/**
 * A language's catalog from its locale folder's files, by the namespace the code asks for: the
 * file's name in camelCase ('../locales/ar/take-test.json' -> takeTest, as useNamespace('takeTest')).
 */
export function catalogFrom(files: Record<string, object>): Catalog {
  const namespace = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return Object.fromEntries(Object.entries(files).map(([file, strings]) => [namespace(file), strings]));
}
