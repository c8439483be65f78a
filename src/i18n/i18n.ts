import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import type { Catalog } from './catalogs/catalog-from';
import common from './locales/en-GB/common.json';
import content from './locales/en-GB/content.json';

/** Namespaces bundled with the shell; other areas add theirs when their chunk loads. */
const shell = { common, content };

/**
 * One i18next instance per app, in `language`, with the tenant's copy overrides
 * ('namespace:key' -> text, already in that language) over the bundled strings. A language other
 * than the source one comes with its whole catalog (loadCatalog); en-GB stays beneath it, so a
 * key it lacks shows English, never the key.
 */
export function createI18n(copy: Record<string, string>, language: string = SOURCE_LANGUAGE, catalog?: Catalog): I18n {
  const resources: Resource = { [SOURCE_LANGUAGE]: { ...shell } };
  if (language !== SOURCE_LANGUAGE) resources[language] = { ...(catalog ?? {}) };
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: SOURCE_LANGUAGE,
    resources,
    ns: Object.keys(shell),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  applyCopy(instance, copy, language);
  return instance;
}

function applyCopy(instance: I18n, copy: Record<string, string>, language: string, only?: string): void {
  for (const [qualified, text] of Object.entries(copy)) {
    const [namespace, key] = qualified.split(':', 2);
    if (namespace && key && (only === undefined || namespace === only)) instance.addResource(language, namespace, key, text);
  }
}

/** The namespaces each instance has been given. */
const addedTo = new WeakMap<I18n, Set<string>>();

/**
 * Adds an area's en-GB strings when its chunk loads (areas other than the shell ship their
 * own; another language's came with its catalog), then the tenant's overrides for that
 * namespace. Safe to call on every render.
 */
export function addNamespace(instance: I18n, namespace: string, strings: object, copy: Record<string, string>): void {
  const added = addedTo.get(instance) ?? new Set(Object.keys(shell));
  addedTo.set(instance, added);
  if (added.has(namespace)) return;
  added.add(namespace);
  // Beneath what is there: a copy override of this namespace applied at creation stays on top.
  instance.addResourceBundle(SOURCE_LANGUAGE, namespace, strings, true, false);
  applyCopy(instance, copy, instance.language || SOURCE_LANGUAGE, namespace);
}
