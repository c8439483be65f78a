import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLanguage } from './catalog-files.ts';
import { checkCodeKeys } from './check-code-keys.ts';
import { findCodeKeys } from './code-keys.ts';
import { formatI18nProblem } from './problem.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const source = readLanguage(path.join(fixtures, 'good/locales/en-GB'), []);
const check = (srcDir: string) =>
  checkCodeKeys(findCodeKeys(path.join(fixtures, srcDir), { defaultNamespace: 'shop' }), source, 'locales/en-GB', fixtures).map(formatI18nProblem);

describe('i18n:check, the keys web code asks for', () => {
  it("finds t's keys through hooks, useNamespace, useTranslation and Translate parameters", () => {
    const keys = findCodeKeys(path.join(fixtures, 'good/src'), { defaultNamespace: 'shop' }).map((k) => `${k.namespace ?? '*'}:${k.key}`);
    expect(keys).toEqual(['*:basket.count', 'shop:title', 'shop:greeting', 'shop:status.${…}', 'checkOut:pay', 'shop:checkOut:pay']);
  });

  it('passes code whose every key is in en-GB (a plural by its base, a template by a key it fits)', () => {
    expect(check('good/src')).toEqual([]);
  });

  it('names every key that en-GB lacks, with the file and line', () => {
    expect(check('unknown-code-key/src')).toEqual([
      'unknown-code-key/src/basket-screen.ts:10 [basket.total]: unknown key: not in any namespace of locales/en-GB',
      'unknown-code-key/src/basket-screen.ts:15 [basket.sum]: unknown key: not in locales/en-GB/shop.json',
      'unknown-code-key/src/basket-screen.ts:15 [state.${…}]: no key of locales/en-GB/shop.json fits this template',
    ]);
  });
});
