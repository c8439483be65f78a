import { BANK_FILE, fixtureSupport, TESTS_FILE, type FixtureOptions } from './tenant-fixtures.ts';

/**
 * A provider offering en-GB (its default) and Arabic, with some of every kind of authored content
 * translated and some left in English, so a reader, the sync and the API can show both the
 * translation and the field-by-field fallback to the default language.
 */
export const AR = {
  name: 'أكاديمية ألفا',
  heroHeading: 'استعد لامتحانك',
  aboutHtml: '<p>عن ألفا</p>',
  copy: 'ابدأ الآن',
  plan: 'الشهري',
  planFeatures: ['اختبارات موقوتة'],
  faqQuestion: 'ما هي ألفا؟',
  supportTopic: 'بنك الأسئلة',
  pageTitle: 'من نحن',
  pageHtml: '<p>نحن ألفا.</p>',
  helpTitle: 'مساعدة',
  helpHtml: '<p>كيف تستخدم الموقع.</p>',
  topic: 'أمراض القلب',
  topicHtml: '<p>أمراض القلب.</p>',
  subtopic: 'اضطرابات النظم',
  question: '<p>ما هو العلاج الأول للتحكم في معدل ضربات القلب؟</p>',
  options: ['بيسوبرولول', 'أميودارون', 'ديجوكسين', 'فليكاينيد'],
  explanation: '<p>شرح السؤال الثاني.</p>',
  test: 'امتحان القلب التجريبي',
} as const;

/** content/bank/01-cardiology.yaml with Arabic: the topic, one subtopic, q-single-1's text and options, q-single-2's explanation. */
export const TRANSLATED_BANK_FILE = BANK_FILE.replace(
  'description: <p>Heart disease.</p>\n',
  `description: <p>Heart disease.</p>\ntranslations:\n  ar:\n    topic: ${AR.topic}\n    description: "${AR.topicHtml}<script>alert(1)</script>"\n`,
)
  .replace('    name: Arrhythmias\n', `    name: Arrhythmias\n    translations: { ar: { name: ${AR.subtopic} } }\n`)
  .replace(
    '        answer: A\n',
    `        answer: A\n        translations:\n          ar:\n            question: "${AR.question}"\n            options: [${AR.options.join(', ')}]\n`,
  )
  .replace('        answer: C\n', `        answer: C\n        translations:\n          ar: { explanation: "${AR.explanation}" }\n`);

export const TRANSLATED_TESTS_FILE = TESTS_FILE.replace(
  '  name: Cardiology Mock Exam\n',
  `  name: Cardiology Mock Exam\n  translations: { ar: { name: ${AR.test} } }\n`,
);

/** writeTenant's options for the Arabic-and-English provider `slug`. */
export function translatedTenant(slug: string): FixtureOptions {
  return {
    manifest: {
      locale: 'en-GB',
      languages: ['en-GB', 'ar'],
      copy: { 'landing:hero.getStarted': 'Begin now' },
      translations: {
        ar: {
          name: AR.name,
          landing: { hero: { heading: AR.heroHeading }, about: { html: `${AR.aboutHtml}<script>alert(1)</script>` } },
          copy: { 'landing:hero.getStarted': AR.copy },
        },
      },
    },
    plans: [
      {
        key: 'monthly',
        name: `${slug} Monthly`,
        price: 19.99,
        validity: '1 Month',
        validityDays: 30,
        access: 'All banks',
        features: ['Timed mocks', 'Reports'],
        translations: { ar: { name: AR.plan, features: AR.planFeatures } },
      },
    ],
    faqs: [
      { question: `What is ${slug}?`, answer: 'A question bank.', translations: { ar: { question: AR.faqQuestion } } },
      { question: 'Can I cancel?', answer: 'Yes.' },
    ],
    pages: {
      '01-about.html': `---\ntitle: About ${slug}\nurl: about\n---\n<p>We are ${slug}.</p>`,
      '01-about.ar.html': `---\ntitle: ${AR.pageTitle}\n---\n${AR.pageHtml}<script>alert(1)</script>`,
      '02-terms.html': `---\ntitle: Terms\nurl: terms\n---\n<p>Terms of ${slug}.</p>`,
    },
    support: {
      ...fixtureSupport(slug),
      topics: [
        { key: 'question-bank', name: `${slug} question bank`, translations: { ar: { name: AR.supportTopic } } },
        { key: 'technical', name: 'Technical problem' },
      ],
    },
    files: {
      'content/bank/01-cardiology.yaml': TRANSLATED_BANK_FILE,
      'content/tests.yaml': TRANSLATED_TESTS_FILE,
      'content/help.html': `---\ntitle: Help\n---\n<p>How to use the site.</p>`,
      'content/help.ar.html': `---\ntitle: ${AR.helpTitle}\n---\n${AR.helpHtml}`,
    },
  };
}
