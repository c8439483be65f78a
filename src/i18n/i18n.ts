import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/en-GB/common.json';
import content from './locales/en-GB/content.json';

const DEFAULT_LANGUAGE = 'en-GB';

/** Namespaces bundled with the shell; other areas add theirs when their chunk loads. */
const resources: Resource = { [DEFAULT_LANGUAGE]: { common, content } };

/**
 * One i18next instance per app, with the tenant's copy overrides ('namespace:key' -> text)
 * applied over the bundled strings.
 */
export function createI18n(copy: Record<string, string>, language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
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

/**
 * Adds an area's strings when its chunk loads (areas other than the shell ship their own),
 * then the tenant's overrides for that namespace. Safe to call on every render.
 */
export function addNamespace(instance: I18n, namespace: string, strings: object, copy: Record<string, string>): void {
  const language = instance.language || DEFAULT_LANGUAGE;
  if (instance.hasResourceBundle(language, namespace)) return;
  instance.addResourceBundle(language, namespace, strings, true, true);
  applyCopy(instance, copy, language, namespace);
}
