import { describe, expect, it } from 'vitest';
import { addNamespace, createI18n } from '../../../i18n/i18n';
import strings from '../../../i18n/locales/en-GB/tests-list.json';
import { allottedTimeParts, formatAllottedTime } from './allotted-time';

const i18n = createI18n({});
addNamespace(i18n, 'testsList', strings, {});
const t = i18n.getFixedT(null, 'testsList');

describe('allottedTimeParts', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [59, 0, 59],
    [60, 1, 0],
    [90, 1, 30],
    [125, 2, 5],
    [-5, 0, 0],
    [44.6, 0, 45],
  ])('%d minutes are %d h %d min', (total, hours, minutes) => {
    expect(allottedTimeParts(total)).toEqual({ hours, minutes });
  });
});

describe('formatAllottedTime (the en-GB strings)', () => {
  it.each([
    [1, '1 minute'],
    [45, '45 minutes'],
    [59, '59 minutes'],
    [60, '1 hour'],
    [61, '1 hour 1 minute'],
    [90, '1 hour 30 minutes'],
    [120, '2 hours'],
    [150, '2 hours 30 minutes'],
  ])('%d -> %s', (total, text) => {
    expect(formatAllottedTime(total, t)).toBe(text);
  });
});
