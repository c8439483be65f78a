import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLanguage } from './catalog-files.ts';
import { checkCopyKeys } from './copy-keys.ts';
import { formatI18nProblem } from './problem.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const source = readLanguage(path.join(fixtures, 'good/locales/en-GB'), []);
const check = (tenantsDir: string) => checkCopyKeys(path.join(fixtures, tenantsDir), source, 'locales/en-GB', fixtures).map(formatI18nProblem);

describe("i18n:check, providers' copy keys", () => {
  it('passes copy whose every key is in en-GB (any plural form of a plural key)', () => {
    expect(check('good/tenants')).toEqual([]);
  });

  it('names every key and namespace that en-GB lacks, with the file and line', () => {
    expect(check('unknown-copy-key/tenants')).toEqual([
      'unknown-copy-key/tenants/acme/tenant.yaml:5 [copy shop:basket.total]: unknown key: basket.total is not in locales/en-GB/shop.json',
      'unknown-copy-key/tenants/acme/tenant.yaml:6 [copy shop:basket.count]: unknown key: ' +
        'basket.count is not in locales/en-GB/shop.json (a plural: name its forms, basket.count_one, basket.count_other, …)',
      'unknown-copy-key/tenants/acme/tenant.yaml:7 [copy store:title]: unknown namespace store: the namespaces are checkOut, shop',
    ]);
  });
});
