import { SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import type { Catalog } from './catalogs/catalog-from';

/**
 * The catalogs of the languages other than the source one, each its own chunk: a page loads
 * only its language's strings (en-GB's come with the code that shows them).
 */
const loaders: Record<string, () => Promise<{ default: Catalog }>> = {
  ar: () => import('./catalogs/ar'),
  'en-XA': () => import('./catalogs/en-xa'),
};

/** Every string of `language`; undefined for the source language, whose strings are bundled. */
export async function loadCatalog(language: string): Promise<Catalog | undefined> {
  if (language === SOURCE_LANGUAGE) return undefined;
  const load = loaders[language];
  if (!load) throw new Error(`No strings for the language ${language}: add src/i18n/catalogs/ for it.`);
  return (await load()).default;
}
