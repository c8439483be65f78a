import { loadOrProblems } from '../../tests/support/load-or-problems.ts';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';
import { AR, TRANSLATED_BANK_FILE, translatedTenant } from '../../tests/support/translated-tenant-fixture.ts';
import type { LoadedTenant } from './loader.ts';
import { publicManifest } from './public-manifest.ts';
import { translated } from './translations.ts';

/** Loads the Arabic-and-English fixture with `change` applied to its options; the tenant or the problem lines. */
async function load(change: (options: ReturnType<typeof translatedTenant>) => void = () => {}) {
  const root = tempTenantsDir();
  const options = translatedTenant('alpha');
  change(options);
  writeTenant(root, 'alpha', options);
  const { tenants, problems } = await loadOrProblems(root);
  return { tenant: tenants[0], problems };
}

const served = (tenant: LoadedTenant) => ({ ...tenant, id: '00000000-0000-4000-8000-000000000001' });

describe('translations of a provider folder', () => {
  it('reads every kind of authored content in another language, its HTML sanitised as the default is', async () => {
    const { tenant, problems } = await load();
    expect(problems).toEqual([]);
    const t = tenant!;
    expect(t.manifest.translations?.ar).toEqual({
      name: AR.name,
      landing: { hero: { heading: AR.heroHeading }, about: { html: AR.aboutHtml } },
      copy: { 'landing:hero.getStarted': AR.copy },
    });
    expect(t.plans[0]!.translations).toEqual({ ar: { name: AR.plan, features: AR.planFeatures } });
    expect(t.faqs[0]!.translations).toEqual({ ar: { question: AR.faqQuestion } });
    expect(t.support.topics[0]!.translations).toEqual({ ar: { name: AR.supportTopic } });
    expect(t.pages.map((p) => [p.url, p.translations])).toEqual([
      ['about', { ar: { title: AR.pageTitle, html: AR.pageHtml } }],
      ['terms', undefined],
    ]);
    expect(t.help).toEqual({ title: 'Help', html: '<p>How to use the site.</p>', translations: { ar: { title: AR.helpTitle, html: AR.helpHtml } } });
    const [topic] = t.bank.topics;
    expect(topic!.translations).toEqual({ ar: { name: AR.topic, descriptionHtml: AR.topicHtml } });
    expect(topic!.subtopics.map((s) => s.translations)).toEqual([{ ar: { name: AR.subtopic } }, undefined]);
    const questions = topic!.subtopics.flatMap((s) => s.questions);
    expect(questions.map((q) => [q.key, q.translations])).toEqual([
      ['q-single-1', { ar: { question: AR.question, options: AR.options } }],
      ['q-multi', undefined],
      ['q-sub', undefined],
      ['q-single-2', { ar: { explanation: AR.explanation } }],
    ]);
    expect(t.bank.tests.find((test) => test.key === 'mock-exam')!.translations).toEqual({ ar: { name: AR.test } });
  });

  it('falls back field by field to the default language', async () => {
    const { tenant } = await load();
    const [q1] = tenant!.bank.topics[0]!.subtopics[0]!.questions;
    // q-single-1 translates its text and options, not its explanation.
    expect(translated(q1!, q1!.translations, 'ar')).toMatchObject({ question: AR.question, options: AR.options, explanation: q1!.explanation });
    expect(translated(q1!, q1!.translations, 'en-GB')).toBe(q1);

    const ar = publicManifest(served(tenant!), 'ar');
    expect([ar.name, ar.logoAlt, ar.hero?.heading, ar.hero?.tagline, ar.copy]).toEqual([
      AR.name,
      AR.name,
      AR.heroHeading,
      'alpha tagline',
      { 'landing:hero.getStarted': AR.copy },
    ]);
    // The default language's answer is what it always was.
    expect(publicManifest(served(tenant!), 'en-GB')).toEqual(publicManifest(served(tenant!)));
    expect(publicManifest(served(tenant!), 'en-GB')).toMatchObject({
      name: 'Alpha Academy',
      copy: { 'landing:hero.getStarted': 'Begin now' },
      hero: { heading: 'alpha hero heading' },
    });
  });

  it('refuses a language the provider does not offer, and its default language, naming the file and path', async () => {
    const { problems } = await load((o) => {
      (o.manifest!.translations as Record<string, unknown>).fr = { name: 'Académie' };
      o.plans = [{ ...(o.plans![0] as object), translations: { 'en-GB': { name: 'Monthly' } } }];
      o.faqs = [{ question: 'Q?', answer: 'A.', translations: { 'en-XA': { question: 'Q?' } } }];
      o.files!['content/bank/01-cardiology.yaml'] = TRANSLATED_BANK_FILE.replace('translations: { ar: { name:', 'translations: { fr: { name:');
      o.files!['content/tests.yaml'] = stringify([
        { key: 'mock-exam', name: 'Mock', type: 'Exam', durationMinutes: 20, questions: ['q-single-1'], translations: { de: { name: 'Probe' } } },
      ]);
      o.files!['content/help.fr.html'] = '---\ntitle: Aide\n---\n<p>Aide</p>';
      o.pages!['02-terms.fr.html'] = '---\ntitle: Conditions\n---\n<p>Conditions</p>';
    });
    const offered = "is not one of this provider's languages (en-GB, ar): add it to languages in tenant.yaml or remove this translation";
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`alpha/tenant\\.yaml: translations\\.fr: "fr" ${escape(offered)}$`)),
        expect.stringMatching(
          new RegExp(
            String.raw`alpha\/content\/plans\.yaml: \[0\]\.translations\.en-GB: ` +
              String.raw`"en-GB" is the default language \(locale\): write its text in the fields themselves$`,
          ),
        ),
        expect.stringMatching(/alpha\/content\/faqs\.yaml: \[0\]\.translations\.en-XA: "en-XA" is not one of/),
        expect.stringMatching(/alpha\/content\/bank\/01-cardiology\.yaml: subtopics\[0\]\.translations\.fr: "fr" is not one of/),
        expect.stringMatching(/alpha\/content\/tests\.yaml: \[0\] \(mock-exam\)\.translations\.de: "de" is not one of/),
        expect.stringMatching(/alpha\/content\/help\.fr\.html: \(file name\): "fr" is not one of/),
        expect.stringMatching(/alpha\/content\/pages\/02-terms\.fr\.html: \(file name\): "fr" is not one of/),
      ]),
    );
    expect(problems).toHaveLength(7);
  });

  it("refuses a question's options in another language that are not as many as its own", async () => {
    const { problems } = await load((o) => {
      o.files!['content/bank/01-cardiology.yaml'] = TRANSLATED_BANK_FILE.replace(
        `options: [${AR.options.join(', ')}]`,
        `options: [${AR.options.slice(0, 3).join(', ')}]`,
      );
    });
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          String.raw`alpha\/content\/bank\/01-cardiology\.yaml: subtopics\[0\]\.questions\[0\] \(q-single-1\)\.translations\.ar\.options: ` +
            String.raw`must have 4 options, as many as options and in the same order \(has 3\)$`,
        ),
      ),
    ]);
  });

  it('refuses a field the format does not translate, naming its path', async () => {
    const { problems } = await load((o) => {
      o.plans = [{ ...(o.plans![0] as object), translations: { ar: { price: 10 } } }];
      o.manifest!.translations = { ar: { landing: { hero: { bannerImage: 'assets/hero.svg' } } } };
      o.files!['content/bank/01-cardiology.yaml'] = TRANSLATED_BANK_FILE.replace('ar: { explanation:', 'ar: { answer: B, explanation:');
      o.pages!['01-about.ar.html'] = `---\ntitle: ${AR.pageTitle}\nurl: about\n---\n<p>x</p>`;
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/alpha\/content\/plans\.yaml:\d+: \[0\]\.translations\.ar: unknown key "price"$/),
        expect.stringMatching(/alpha\/tenant\.yaml:\d+: translations\.ar\.landing\.hero: unknown key "bannerImage"$/),
        expect.stringMatching(/alpha\/content\/bank\/01-cardiology\.yaml:\d+: subtopics\[1\]\.questions\[1\]\.translations\.ar: unknown key "answer"$/),
        expect.stringMatching(/alpha\/content\/pages\/01-about\.ar\.html:\d+: \(top level\): unknown key "url"$/),
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('refuses a page in another language without the page in the default language', async () => {
    const { problems } = await load((o) => {
      o.pages!['03-privacy.ar.html'] = '---\ntitle: الخصوصية\n---\n<p>الخصوصية</p>';
    });
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          String.raw`alpha\/content\/pages\/03-privacy\.ar\.html: translates 03-privacy\.html, ` +
            String.raw`which does not exist: the page in the default language comes first$`,
        ),
      ),
    ]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
