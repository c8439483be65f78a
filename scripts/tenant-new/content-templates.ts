import { escapeHtml } from '../../server/lib/escape-html.ts';
import { q } from './manifest-template.ts';
import type { TenantRequest } from './request.ts';

/** Placeholder content files: plans, FAQs, footer pages, help and support, each commented. */

export function plansYaml(r: TenantRequest): string {
  return `# Membership plans (shown on the Membership page${r.platformType === 'Free' ? '; this platform is Free, so tests need no plan' : ''}).
# price: in tenant.yaml's currency, with at most its decimals (29.99 GBP, 1999 JPY); validityDays: how long a purchase lasts; features: the plan's bullets.
# Keys are stable: a new key is a new plan. Up to 12 plans.
- key: three-months
  name: Three Months
  price: 29.99
  validity: 3 Months
  validityDays: 90
  access: Every question bank and mock exam
  features:
    - Every question with a full explanation
    - Timed mock exams in the real format
    - Progress reports by topic and subtopic
`;
}

export function faqsYaml(r: TenantRequest): string {
  return `# Frequently asked questions on the landing page, in this order. Answers are plain text.
- question: ${q(`What does ${r.name} cover?`)}
  answer: >-
    Placeholder: name the exams and topics your question bank covers, and how closely the
    questions follow the real paper.
- question: Who writes the questions?
  answer: >-
    Placeholder: say who writes and reviews your questions and how often they are updated.
- question: Can I take a mock exam more than once?
  answer: >-
    Each mock Exam can be taken once, like the real thing. Quizzes can be taken as often as you like.
- question: How do I get help?
  answer: ${q(`Raise a support ticket from your dashboard, or email ${r.supportEmail}.`)}
`;
}

const PAGE_COMMENT = `# A footer page. The file name's number orders the footer links and the rest of the name is the
# page's url, which must equal url below. The body after the closing --- is HTML (sanitised).`;

function page(title: string, url: string, body: string): string {
  return (
    `---\n${PAGE_COMMENT}\ntitle: ${q(title)}\nurl: ${url}\n---\n` +
    `<!-- Placeholder text written by npm run tenant:new: replace it with your own. -->\n${body}\n`
  );
}

/** content/pages/NN-url.html by file name. */
export function footerPages(r: TenantRequest): Record<string, string> {
  const name = escapeHtml(r.name);
  const email = escapeHtml(r.supportEmail);
  return {
    '01-about.html': page(
      `About ${r.name}`,
      'about',
      `<p>${name} is an online question bank for learners preparing for their exams.</p>\n<h2>How we write questions</h2>\n` +
        `<p>Describe who writes and reviews your questions, and how you keep them up to date.</p>`,
    ),
    '02-terms.html': page('Terms of Use', 'terms', `<p>These terms govern your use of ${name}. Replace this text with your own terms of use.</p>`),
    '03-privacy.html': page('Privacy Policy', 'privacy', `<p>Describe the personal data ${name} holds, why, for how long, and the rights of learners.</p>`),
    '04-refunds.html': page('Refund Policy', 'refunds', `<p>Describe when ${name} refunds a plan and how to ask for a refund.</p>`),
    '05-contact.html': page(
      'Contact Us',
      'contact',
      `<p>The quickest way to reach us is a support ticket from your dashboard.</p>\n<ul>\n<li>` +
        `<strong>Email:</strong> <a href="mailto:${email}">${email}</a></li>\n</ul>`,
    ),
  };
}

export function helpHtml(r: TenantRequest): string {
  return `---
# The members' help page (Help in the menu). The body after the closing --- is HTML (sanitised).
title: Help and how-to
---
<!-- Placeholder text written by npm run tenant:new: adapt it to your exams and tests. -->
<h2>Exams and Quizzes</h2>
<ul>
<li><strong>Exams</strong> are full mocks in the format of the real paper: each can be taken once.</li>
<li><strong>Quizzes</strong> are shorter sets that you can take as often as you like.</li>
</ul>
<h2>During a test</h2>
<p>The timer counts down from the allotted time and your answers are submitted when it reaches zero. \
Every answer is saved as you choose it. Flag a question to come back to it.</p>
<h2>Need more help?</h2>
<p>Raise a support ticket from the menu or email <a href="mailto:${escapeHtml(r.supportEmail)}">${escapeHtml(r.supportEmail)}</a>.</p>
`;
}

export function supportYaml(r: TenantRequest): string {
  return `# Ticket topics (the form preselects the first) and the staff who answer tickets at /staff.
# Staff sign in with their email: the first time, "get a code" emails them a code that sets
# their password. Removing someone here ends their access at the next sync.
topics:
  - key: question-bank
    name: Question bank
  - key: technical
    name: Technical problem
  - key: membership
    name: Membership and billing
staff:
  - first_name: Support
    last_name: Team
    email: ${r.supportEmail}
    role: Learner support
`;
}
