import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCatalogs } from './check-catalogs.ts';
import { formatI18nProblem } from './problem.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const check = (root: string, languages = ['en-GB', 'ar']) =>
  checkCatalogs(path.join(fixtures, root), 'en-GB', languages).map((p) => formatI18nProblem({ ...p, file: path.relative(fixtures, p.file) }));

describe('i18n:check, every language against en-GB', () => {
  it('passes a translation with every key, every Arabic plural form and the same placeables', () => {
    expect(check('good/locales')).toEqual([]);
  });

  it('names a missing key, with the English it should translate', () => {
    expect(check('missing-key')).toEqual(['missing-key/ar/shop.json [status.closed]: missing (en-GB: "Closed")']);
  });

  it('names a key en-GB does not have', () => {
    expect(check('extra-key')).toEqual(['extra-key/ar/shop.json [status.pending]: extra key: not in en-GB']);
  });

  it("wants every plural category of the language (Arabic's six), not en-GB's one and other", () => {
    expect(check('plural-forms')).toEqual(
      ['count_zero', 'count_two', 'count_few', 'count_many'].map(
        (key) =>
          `plural-forms/ar/shop.json [basket.${key}]: plural form missing: ar needs a form for each of its plural categories (zero, one, two, ` +
          `few, many, other)`,
      ),
    );
  });

  it('names an interpolation, nesting or HTML tag that differs from en-GB', () => {
    expect(check('interpolation')).toEqual([
      'interpolation/ar/shop.json [greeting]: differs from en-GB: interpolation missing: {{name}}; interpolation not in the source: {{user}}',
      'interpolation/ar/shop.json [basket.count_few]: differs from en-GB: interpolation not in the source: {{price}}',
      'interpolation/ar/shop.json [basket.help]: differs from en-GB: nesting missing: $t(title); HTML tags missing: </b>, <b>',
    ]);
  });

  it('names a namespace file a language lacks', () => {
    expect(check('good/locales', ['en-GB', 'ar', 'fr'])).toEqual([
      'good/locales/fr/check-out.json: is missing: every namespace of en-GB needs its fr translation',
      'good/locales/fr/shop.json: is missing: every namespace of en-GB needs its fr translation',
    ]);
  });
});
