import { expect, it } from 'vitest';
import { pseudoLocalize, pseudoLocalizeAll } from './pseudo.ts';

it('accents letters, lengthens by about 40% and keeps interpolations, nesting and tags', () => {
  expect(pseudoLocalize('Hello {{name}}')).toBe('[Ĥéļļö {{name}} ··]');
  expect(pseudoLocalize('<b>Go</b> $t(common:back)')).toBe('[<b>Ğö</b> $t(common:back) ·]');
  expect(pseudoLocalize('42 %')).toBe('42 %');
  expect(pseudoLocalizeAll({ a: 'Yes', b: { c: 'No' } })).toEqual({ a: '[Ýéš ··]', b: { c: '[Ñö ·]' } });
});
