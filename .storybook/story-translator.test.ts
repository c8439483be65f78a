import { describe, expect, it } from 'vitest';
import { createTranslator } from './story-translator';

const en = {
  common: { loading: 'Loading…', listSeparator: ', ', open: '{{status}}: {{name}}' },
  takeTest: {
    paletteItem: 'Question {{n}}, {{state}}',
    stateAnswered: 'answered',
    stateFlagged: 'flagged',
    confidenceLevels: { iKnowIt: 'I KNOW IT' },
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    allotted: 'Allotted time: {{time}}',
    hours_one: '{{count}} hour',
    hoursAndMinutes: '{{hours}} {{minutes}}',
  },
  membership: { perMonth: '/ month', attempted: 'Attempted' },
};
const ar = {
  common: { loading: 'جارٍ التحميل…', listSeparator: '، ', open: '{{status}}: {{name}}' },
  takeTest: {
    paletteItem: 'السؤال {{n}}، {{state}}',
    stateAnswered: 'تمت الإجابة عنه',
    stateFlagged: 'عليه علامة',
    confidenceLevels: { iKnowIt: 'أعرفها' },
    minutes_zero: '{{count}} دقيقة',
    minutes_one: 'دقيقة واحدة',
    minutes_two: 'دقيقتان',
    minutes_few: '{{count}} دقائق',
    minutes_many: '{{count}} دقيقة',
    minutes_other: '{{count}} دقيقة',
    allotted: 'الوقت المخصص: {{time}}',
    hours_one: 'ساعة واحدة',
    hours_other: '{{count}} ساعة',
    hoursAndMinutes: '{{hours}} و{{minutes}}',
  },
  membership: { perMonth: '/ شهر', attempted: 'تمت المحاولة' },
};

const translator = createTranslator('ar', en, ar, { source: { 'common:brand': 'Wardround' }, target: {} });
const matches = (matcher: string | RegExp, text: string) => (typeof matcher === 'string' ? matcher === text : matcher.test(text));

describe('a play function’s English texts in a translated story', () => {
  it('finds a catalog string as the target language writes it, and still as written (a story’s own English data)', () => {
    expect(matches(translator.exact('Loading…'), 'جارٍ التحميل…')).toBe(true);
    expect(matches(translator.exact('Loading…'), 'Loading…')).toBe(true);
    expect(matches(translator.exact('Loading…'), 'جارٍ التحميل… الآن')).toBe(false);
  });

  it('leaves content alone', () => {
    expect(translator.exact('Atrial fibrillation')).toBe('Atrial fibrillation');
  });

  it('fills a template with its values translated in turn, a list joined as the language joins it', () => {
    expect(matches(translator.exact('Question 18, answered, flagged'), 'السؤال 18، تمت الإجابة عنه، عليه علامة')).toBe(true);
  });

  it('picks the plural form the target language uses for the count, through nested templates', () => {
    expect(matches(translator.exact('Allotted time: 10 minutes'), 'الوقت المخصص: 10 دقائق')).toBe(true);
    expect(matches(translator.exact('Allotted time: 11 minutes'), 'الوقت المخصص: 11 دقيقة')).toBe(true);
    expect(matches(translator.exact('1 hour 30 minutes'), 'ساعة واحدة و30 دقيقة')).toBe(true);
  });

  it('writes prices, percentages and dates as the target language does', () => {
    expect(matches(translator.exact('£44.99'), new Intl.NumberFormat('ar', { style: 'currency', currency: 'GBP' }).format(44.99))).toBe(true);
    expect(
      matches(
        translator.exact('12 Mar 2026'),
        new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(2026, 2, 12)),
      ),
    ).toBe(true);
    expect(
      matches(translator.within('£44.99 / month'), `الخطة ${new Intl.NumberFormat('ar', { style: 'currency', currency: 'GBP' }).format(44.99)} / شهر`),
    ).toBe(true);
  });

  it('ignores case, as a CSS text-transform shows a string', () => {
    expect(matches(translator.exact('i know it'), 'أعرفها')).toBe(true);
  });

  it('keeps a pattern’s anchors and translates the start of a template', () => {
    const pattern = translator.pattern(/^Question 3/);
    expect(pattern.test('السؤال 3، تمت الإجابة عنه')).toBe(true);
    expect(pattern.test('Question 3, answered')).toBe(true);
    expect(pattern.test('انتقل إلى السؤال 3')).toBe(false);
  });

  it('gives every concrete form of a plain value, the English first', () => {
    expect(translator.alternatives('Attempted')).toEqual(['Attempted', 'تمت المحاولة']);
    expect(translator.alternatives('Cardiology')).toEqual(['Cardiology']);
  });
});
