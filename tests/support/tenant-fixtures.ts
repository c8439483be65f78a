import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';

/** A tiny, valid, static SVG. */
export const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>';

/** A small bank with every question type: 2 single, 1 multiple, 1 sub. */
export const BANK_FILE = `key: cardiology
topic: Cardiology
description: <p>Heart disease.</p>
references: [https://www.nice.org.uk/guidance/ng196]
subtopics:
  - key: arrhythmias
    name: Arrhythmias
    references: [https://cks.nice.org.uk/topics/atrial-fibrillation/]
    questions:
      - key: q-single-1
        type: single
        question: <p>First-line rate control in atrial fibrillation?</p>
        options: [Bisoprolol, Amiodarone, Digoxin, Flecainide]
        answer: A
        explanation: <p>SECRET-EXPLANATION-1 beta-blockers first.</p>
      - key: q-multi
        type: multiple
        question: <p>Which raise stroke risk in AF? Select all that apply.</p>
        options: [Hypertension, Age 75 or over, Asthma, Diabetes]
        answers: [A, B, D]
        explanation: <p>SECRET-EXPLANATION-2 CHA2DS2-VASc.</p>
  - key: failure
    name: Heart failure
    questions:
      - key: q-sub
        type: sub
        question: <p>About heart failure with reduced ejection fraction:</p>
        parts:
          - { statement: "ACE inhibitors reduce mortality", answer: true }
          - { statement: "Verapamil is first line", answer: false }
          - { statement: "Beta-blockers reduce mortality", answer: true }
        explanation: <p>SECRET-EXPLANATION-3 NICE NG106.</p>
      - key: q-single-2
        type: single
        question: <p>Normal ejection fraction is at least?</p>
        options: ['30%', '40%', '50%']
        answer: C
        explanation: <p>SECRET-EXPLANATION-4 about fifty.</p>
`;

export const TESTS_FILE = `- key: mock-exam
  name: Cardiology Mock Exam
  type: Exam
  durationMinutes: 20
  questions: [q-single-1, q-multi, q-sub, q-single-2]
- key: quick-quiz
  name: Quick Quiz
  type: Quiz
  durationMinutes: 10
  fromTopics: [cardiology]
  count: 2
- key: speed-round
  name: 60-Second Speed Round
  type: Quiz
  durationMinutes: 1
  questions: [q-single-2]
- key: retired
  name: Retired Paper
  type: Exam
  status: Inactive
  durationMinutes: 30
  questions: [q-single-1]
`;

export interface FixtureOptions {
  name?: string;
  hosts?: string[];
  platformType?: 'Free' | 'Paid';
  /** Merged over the default manifest (shallowly per top-level key). */
  manifest?: Record<string, unknown>;
  plans?: unknown[];
  faqs?: unknown[];
  pages?: Record<string, string>;
  /** false: no question bank or tests. */
  bank?: false;
  /** content/support.yaml (ticket topics and staff); false: none (the default topics, no staff). */
  support?: Record<string, unknown> | false;
  /** Extra files, path inside the tenant folder -> content. */
  files?: Record<string, string>;
}

export function fixtureManifest(slug: string, options: FixtureOptions = {}): Record<string, unknown> {
  return {
    name: options.name ?? `${slug[0]!.toUpperCase()}${slug.slice(1)} Academy`,
    hosts: options.hosts ?? [`${slug}.example.com`],
    platformType: options.platformType ?? 'Paid',
    domain: 'Medicine',
    brand: { logo: 'assets/logo.svg', favicon: 'assets/favicon.svg' },
    theme: { color: { brand: { primary: '#0b6470' } } },
    landing: {
      hero: { heading: `${slug} hero heading`, tagline: `${slug} tagline`, bannerImage: 'assets/hero.svg' },
      about: { html: `<p>About ${slug}</p><script>alert(1)</script><img src="x" onerror="alert(2)">` },
    },
    support: { email: `help@${slug}.example.com` },
    ...options.manifest,
  };
}

/** Writes tenants/<slug>/ with a manifest, assets and content into a folder. */
export function writeTenant(root: string, slug: string, options: FixtureOptions = {}): string {
  const dir = path.join(root, slug);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'content', 'pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'tenant.yaml'), stringify(fixtureManifest(slug, options)));
  for (const file of ['logo.svg', 'favicon.svg', 'hero.svg']) fs.writeFileSync(path.join(dir, 'assets', file), SVG);
  fs.writeFileSync(
    path.join(dir, 'content', 'plans.yaml'),
    stringify(
      options.plans ?? [
        { key: 'monthly', name: `${slug} Monthly`, price: 19.99, validity: '1 Month', validityDays: 30, access: 'All banks', features: ['Timed mocks'] },
        {
          key: 'yearly',
          name: `${slug} Yearly`,
          price: 99,
          validity: '12 Months',
          validityDays: 365,
          access: 'All banks',
          features: ['Timed mocks', 'Reports'],
        },
      ],
    ),
  );
  fs.writeFileSync(
    path.join(dir, 'content', 'faqs.yaml'),
    stringify(
      options.faqs ?? [
        { question: `What is ${slug}?`, answer: 'A question bank.' },
        { question: 'Can I cancel?', answer: 'Yes.' },
      ],
    ),
  );
  const pages = options.pages ?? {
    '01-about.html': `---\ntitle: About ${slug}\nurl: about\n---\n<p>We are ${slug}.</p>`,
    '02-terms.html': `---\ntitle: Terms\nurl: terms\n---\n<p>Terms of ${slug}.</p><a href="javascript:alert(1)">x</a>`,
  };
  for (const [name, content] of Object.entries(pages)) fs.writeFileSync(path.join(dir, 'content', 'pages', name), content);
  if (options.bank !== false) {
    fs.mkdirSync(path.join(dir, 'content', 'bank'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'content', 'bank', '01-cardiology.yaml'), BANK_FILE);
    fs.writeFileSync(path.join(dir, 'content', 'tests.yaml'), TESTS_FILE);
  }
  if (options.support !== false) fs.writeFileSync(path.join(dir, 'content', 'support.yaml'), stringify(options.support ?? fixtureSupport(slug)));
  for (const [file, content] of Object.entries(options.files ?? {})) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** Two ticket topics and two staff members, staff1@ and staff2@<slug>.example.com. */
export function fixtureSupport(slug: string): Record<string, unknown> {
  return {
    topics: [
      { key: 'question-bank', name: `${slug} question bank` },
      { key: 'technical', name: 'Technical problem' },
    ],
    staff: [
      { first_name: 'Sam', last_name: 'Tutor', email: `staff1@${slug}.example.com`, role: 'Clinical tutor' },
      { first_name: 'Alex', last_name: 'Adams', email: `staff2@${slug}.example.com`, role: 'Learner support' },
    ],
  };
}

/** A fresh temporary tenants folder; returns its path. */
export function tempTenantsDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tenants-'));
}
