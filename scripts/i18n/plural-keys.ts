const ALL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The plural categories of a language as i18next suffixes them (key_one, key_few, …): Intl.PluralRules's, zero to other. */
export function pluralCategories(language: string): string[] {
  const categories: string[] = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return ALL_CATEGORIES.filter((category) => categories.includes(category));
}
const SUFFIX = new RegExp(`^(.+)_(${ALL_CATEGORIES.join('|')})$`);

/** The key without its plural suffix ("history.days" for "history.days_one"), when it has one. */
export function pluralBase(key: string): string | undefined {
  return SUFFIX.exec(key)?.[1];
}

/**
 * The keys a language must hold for the source language's keys: a plural group (base_one,
 * base_other in en-GB) becomes one key per plural category of the language; every other key
 * stays. Maps each expected key to the source key it translates (for a plural form, the source's
 * _other form).
 */
export function expectedKeys(sourceKeys: Iterable<string>, sourceLanguage: string, language: string): Map<string, { source: string; plural: boolean }> {
  const keys = [...sourceKeys];
  const keySet = new Set(keys);
  const sourceCategories = pluralCategories(sourceLanguage);
  const bases = new Set(keys.map(pluralBase).filter((base): base is string => base !== undefined && sourceCategories.every((c) => keySet.has(`${base}_${c}`))));
  const expected = new Map<string, { source: string; plural: boolean }>();
  for (const key of keys) {
    const base = pluralBase(key);
    if (base !== undefined && bases.has(base)) {
      for (const category of pluralCategories(language)) expected.set(`${base}_${category}`, { source: `${base}_other`, plural: true });
    } else {
      expected.set(key, { source: key, plural: false });
    }
  }
  return expected;
}

/** Whether code may ask for `key`: it exists, or it is the base of a plural group (t('count', { count })). */
export function hasKey(keys: ReadonlySet<string> | ReadonlyMap<string, unknown>, key: string): boolean {
  return keys.has(key) || keys.has(`${key}_other`);
}
