import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { E2E_PORT, MAIL_CATCHER_HTTP_PORT } from './support/ports.ts';
import { PASSWORD, uniqueEmail } from './support/journeys.ts';
import { formatMoney, toMinorUnits } from '../../shared/i18n/money.ts';
import type { Page } from '@playwright/test';

/**
 * Wardround in Arabic, as a learner who reads Arabic uses it: right to left from the first paint,
 * at a phone's width and a desktop's, every screen in Arabic (the product's strings, the
 * provider's own content, the server's mail and messages), prices in the provider's currency.
 */
const SLUG = 'wardround';
const strings = (namespace: string) =>
  JSON.parse(fs.readFileSync(path.resolve('src/i18n/locales/ar', `${namespace}.json`), 'utf8')) as Record<string, Record<string, string>>;
const auth = strings('auth');
const members = strings('members');
const membership = strings('membership');
const insights = strings('insights');
const common = strings('common') as unknown as { language: { label: string } };
const folder = path.resolve('tenants', SLUG);
const manifest = parse(fs.readFileSync(path.join(folder, 'tenant.yaml'), 'utf8')) as {
  currency: string;
  translations: { ar: { landing: { hero: { heading: string } } } };
};
const plans = parse(fs.readFileSync(path.join(folder, 'content/plans.yaml'), 'utf8')) as Array<{
  name: string;
  price: number;
  translations: { ar: { name: string } };
}>;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

test.use({ baseURL: `http://${SLUG}.localhost:${E2E_PORT}` });

/** No sideways scroll: the page is no wider than the window. */
async function fitsWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The 4-digit code of the newest mail to `address`, and its subject. */
async function codeMail(address: string): Promise<{ subject: string; code: string }> {
  let found = { subject: '', code: '' };
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`http://127.0.0.1:${MAIL_CATCHER_HTTP_PORT}/mail?to=${encodeURIComponent(address)}`)).json()) as Array<{
          subject: string;
          text: string;
        }>;
        const last = mails.at(-1);
        found = { subject: last?.subject ?? '', code: /\b(\d{4})\b/.exec(last?.text ?? '')?.[1] ?? '' };
        return found.code;
      },
      { message: `a code mail to ${address}` },
    )
    .toMatch(/^\d{4}$/);
  return found;
}

/** Signs a new learner up on the Arabic page, the code from the Arabic mail; lands on the dashboard. */
async function signUpInArabic(page: Page, { axe = false } = {}): Promise<string> {
  const email = uniqueEmail(`${SLUG}-ar`);
  await page.goto('/#/user-signup');
  await expect(page.getByRole('heading', { level: 1, name: auth.signup!.title! })).toBeVisible();
  await page.getByLabel(auth.fields!.firstName!).fill('ليلى');
  await page.getByLabel(auth.fields!.lastName!).fill('حداد');
  await page.getByLabel(auth.fields!.dob!).fill('1998-05-02');
  await page.getByRole('textbox', { name: new RegExp(auth.fields!.phone!) }).fill('7400123456');
  await page.getByLabel(auth.fields!.email!).fill(email);
  await page.getByLabel(auth.fields!.password!, { exact: true }).fill(PASSWORD);
  if (axe) {
    await fitsWidth(page);
    expect(await axeViolations(page), 'sign-up in Arabic').toEqual([]);
  }
  await page.getByRole('button', { name: auth.signup!.submit! }).click();
  await expect(page).toHaveURL(/#\/user-otp$/);
  const mail = await codeMail(email);
  expect(mail.subject).toContain('رمز التحقق');
  await page.getByRole('textbox', { name: fill(auth.fields!.digit!, { n: '1', total: '4' }) }).click();
  await page.keyboard.type(mail.code);
  await page.getByRole('button', { name: auth.otp!.submit! }).click();
  await expect(page).toHaveURL(/#\/menu$/);
  await expect(page.getByRole('heading', { level: 1, name: fill(insights.dashboard!.welcome!, { firstName: 'ليلى', lastName: 'حداد' }) })).toBeVisible();
  return email;
}

for (const width of [390, 1280]) {
  test(`in Arabic at ${width} px: landing, sign-up with an Arabic code mail, the dashboard and Membership in the provider's currency`, async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await page.setViewportSize({ width, height: 900 });
    // A link from the provider's own site picks Arabic; the device keeps it.
    await page.goto('/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: manifest.translations.ar.landing.hero.heading })).toBeVisible();
    const switcher = page.getByRole('group', { name: common.language.label });
    await expect(switcher.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
    await expect(switcher.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en-GB');
    const plan = plans[0]!;
    const price = formatMoney(toMinorUnits(plan.price, manifest.currency)!, manifest.currency, 'ar');
    await expect(page.getByRole('heading', { name: plan.translations.ar.name }).first()).toBeVisible();
    await expect(page.getByText(price).first()).toBeVisible();
    await fitsWidth(page);
    expect(await axeViolations(page), 'the landing page in Arabic').toEqual([]);

    // Sign up in Arabic; the code mail is Arabic too.
    await signUpInArabic(page, { axe: true });
    await fitsWidth(page);
    expect(await axeViolations(page), 'the dashboard in Arabic').toEqual([]);

    // Membership: the plans in Arabic, priced in the provider's currency as Arabic writes it.
    await page.goto('/#/menu/membership');
    await expect(page.getByRole('heading', { level: 1, name: membership.title as unknown as string })).toBeVisible();
    const card = page.getByRole('article', { name: plan.translations.ar.name });
    await expect(card.getByText(price)).toBeVisible();
    await fitsWidth(page);
    expect(await axeViolations(page), 'Membership in Arabic').toEqual([]);
    // The members' menu, from the start of the line (the right, in Arabic); on a phone it opens from its button.
    if (width < 800) await page.getByRole('button', { name: members.nav!.open! }).click();
    const account = page.getByRole('navigation', { name: members.nav!.label! }).getByRole('link', { name: members.nav!.myAccount! });
    await expect(account).toBeVisible();
    const box = (await account.boundingBox())!;
    expect(box.x + box.width / 2, 'the menu is on the right').toBeGreaterThan(width / 2);
    await account.click();
    await expect(page.getByRole('heading', { level: 2, name: strings('account').language!.heading! })).toBeVisible();
    await expect(page.getByRole('group', { name: common.language.label }).getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
    await fitsWidth(page);
    expect(await axeViolations(page), 'My Account in Arabic').toEqual([]);
  });
}

test('the server answers a refused sign-in in Arabic to an Arabic page, in English to an English one', async ({ request }) => {
  // Node does not resolve *.localhost as a browser does: the provider's host goes in the Host header.
  const ask = (language: string) =>
    request.post(`http://127.0.0.1:${E2E_PORT}/api/user/login`, {
      data: { email: 'nobody@example.com', password: 'Not-The-Password-1', host: `${SLUG}.localhost` },
      headers: { host: `${SLUG}.localhost:${E2E_PORT}`, 'accept-language': language },
    });
  const english = await ask('en-GB');
  const arabic = await ask('ar');
  expect(english.status()).toBe(arabic.status());
  const [en, ar] = [(await english.json()) as { message: string }, (await arabic.json()) as { message: string }];
  expect(en.message).toMatch(/[A-Za-z]/);
  expect(ar.message).toMatch(/[\u0600-\u06FF]/);
});

test('in Arabic: a plan bought on the Arabic checkout page with its invoice, then the Arabic quiz taken to its report', async ({ page, pageErrors }) => {
  void pageErrors;
  // A long journey (sign-up, a purchase, fifteen questions): its bound is a hang detector, not a clock.
  test.setTimeout(300_000);
  const takeTest = strings('take-test') as unknown as { next: string; submit: string; confirm: { title: string; submitNow: string } };
  const testsList = strings('tests-list') as unknown as { card: { takeQuiz: string }; dialog?: Record<string, string> };
  const tests = parse(fs.readFileSync(path.join(folder, 'content/tests.yaml'), 'utf8')) as Array<{ key: string; translations?: { ar?: { name?: string } } }>;
  const quizName = tests.find((t) => t.key === 'cardiology-quick-fire')!.translations!.ar!.name!;
  await page.goto('/?lang=ar');
  await signUpInArabic(page);

  // Buy the first plan on the sandbox's checkout page, which speaks Arabic too.
  await page.goto('/#/menu/membership');
  const plan = plans[0]!;
  await page.getByRole('article', { name: plan.translations.ar.name }).getByRole('button', { name: membership.plans!.upgrade! }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/sbx_/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await axeViolations(page), 'the checkout page in Arabic').toEqual([]);
  await page
    .getByRole('button', { name: /^ادفع \S/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/menu\/membership$/);
  const view = page.getByRole('table').getByRole('link').first();
  await expect(view).toBeVisible();
  const href = (await view.getAttribute('href'))!;
  const invoice = await page.evaluate(
    `fetch(${JSON.stringify(href)}).then(async (r) => [r.status, r.headers.get('content-type'), ` +
      `new TextDecoder().decode((await r.arrayBuffer()).slice(0, 5))])`,
  );
  expect(invoice).toEqual([200, 'application/pdf', '%PDF-']);

  // The quiz, in Arabic, to its report.
  await page.goto('/#/menu/tests');
  await page.getByRole('article', { name: quizName }).getByRole('button', { name: testsList.card.takeQuiz }).click();
  const dialog = page.getByRole('dialog', { name: quizName });
  await dialog.getByRole('link').last().click();
  await expect(page).toHaveURL(/#\/menu\/tests\/take-test\//);
  await expect(page.getByRole('heading', { level: 2, name: /^السؤال 1 من 15$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(/[\u0600-\u06FF]{3,}/);
  expect(await axeViolations(page), 'a question in Arabic').toEqual([]);
  for (let n = 1; n <= 15; n++) {
    await expect(page.getByRole('heading', { level: 2, name: `السؤال ${n} من 15` })).toBeVisible();
    // Each group on screen (the options, or each statement's true and false, and the confidence) takes its first choice.
    const groups = page.locator('main fieldset');
    for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).locator('input').first().check();
    if (n < 15) await page.getByRole('button', { name: takeTest.next, exact: true }).click();
  }
  await page.getByRole('button', { name: takeTest.submit, exact: true }).click();
  await page.getByRole('dialog', { name: takeTest.confirm.title }).getByRole('button', { name: takeTest.confirm.submitNow }).click();
  // The report: the quiz's Arabic name heads it and its score is drawn (the page before it also had an Arabic heading).
  await expect(page).toHaveURL(/#\/menu\/tests\/check-answers\/[0-9a-f-]{36}\?reportId=/);
  await expect(page.getByRole('heading', { level: 1, name: quizName })).toBeVisible();
  await expect(page.getByText(/^\d+ \/ 15$/)).toBeVisible();
  await expect(page.locator('main')).toContainText(/[\u0600-\u06FF]{3,}/);
  await fitsWidth(page);
  expect(await axeViolations(page), 'the report in Arabic').toEqual([]);
});

test('in Arabic at 390 px: a learner raises a ticket on the Arabic form, finds it in their lists and writes in its conversation', async ({
  page,
  pageErrors,
}) => {
  void pageErrors;
  test.setTimeout(120_000);
  const tickets = strings('tickets') as unknown as {
    title: string;
    sent: { heading: string; viewAll: string; empty: string };
    status: Record<'Open', string>;
    listStatus: Record<'Open', string>;
    form: {
      heading: string;
      topic: string;
      subject: string;
      subjectPlaceholder: string;
      description: string;
      descriptionPlaceholder: string;
      submit: string;
      errors: { subject: string; description: string };
    };
    manage: { title: string; heading: string };
    chat: {
      back: string;
      subject: string;
      status: string;
      description: string;
      messages: string;
      empty: string;
      sentAt: string;
      message: string;
      placeholder: string;
      send: string;
    };
  };
  // The server's own words for the new ticket, in Arabic too.
  const serverMessages = JSON.parse(fs.readFileSync(path.resolve('server/i18n/locales/ar/errors.json'), 'utf8')) as { tickets: { created: string } };
  const subject = 'المؤقت لم يتوقف بعد الإرسال';
  const description = 'في آخر اختبار قصير استمر المؤقت بعد أن ضغطت على زر الإرسال.';
  const message = 'حدث ذلك في السؤال الرابع من الاختبار.';
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/?lang=ar');
  await signUpInArabic(page);

  // Tickets, from the members' menu (on a phone it opens from its button): none yet, the Arabic form.
  await page.getByRole('button', { name: members.nav!.open! }).click();
  await page.getByRole('navigation', { name: members.nav!.label! }).getByRole('link', { name: members.nav!.tickets! }).click();
  await expect(page).toHaveURL(/#\/menu\/tickets$/);
  await expect(page.getByRole('heading', { level: 1, name: tickets.title })).toBeVisible();
  const sent = page.getByRole('region', { name: tickets.sent.heading });
  await expect(sent.getByText(tickets.sent.empty)).toBeVisible();
  const form = page.getByRole('form', { name: tickets.form.heading });
  const topic = form.getByLabel(tickets.form.topic);
  // The first topic is chosen for the learner; they pick another (its name in whatever language the server gives it).
  await expect(topic).toHaveValue(/.+/);
  const topics = await topic.locator('option').allTextContents();
  expect(topics.length, "the provider's topics").toBeGreaterThan(1);
  await topic.selectOption({ label: topics[1]! });
  await expect(topic.locator('option:checked')).toHaveText(topics[1]!);
  await expect(form.getByLabel(tickets.form.subject)).toHaveAttribute('placeholder', tickets.form.subjectPlaceholder);
  await expect(form.getByLabel(tickets.form.description)).toHaveAttribute('placeholder', tickets.form.descriptionPlaceholder);
  // Sent empty: the form says what is missing, in Arabic.
  await form.getByRole('button', { name: tickets.form.submit }).click();
  await expect(form.getByText(tickets.form.errors.subject)).toBeVisible();
  await expect(form.getByText(tickets.form.errors.description)).toBeVisible();
  await fitsWidth(page);
  expect(await axeViolations(page), 'the Tickets screen in Arabic').toEqual([]);
  await form.getByLabel(tickets.form.subject).fill(subject);
  await form.getByLabel(tickets.form.description).fill(description);
  await form.getByRole('button', { name: tickets.form.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: serverMessages.tickets.created })).toBeVisible();

  // Tickets Sent shows it, open (its topic's name is the server's, in whichever language it gives).
  const card = sent.getByRole('article').filter({ has: page.getByRole('link', { name: subject }) });
  await expect(card).toContainText(tickets.status.Open);
  await fitsWidth(page);

  // Manage Tickets lists it too, not yet resolved; it opens the conversation.
  await sent.getByRole('link', { name: tickets.sent.viewAll }).click();
  await expect(page.getByRole('heading', { level: 1, name: tickets.manage.title })).toBeVisible();
  const mine = page.getByRole('region', { name: tickets.manage.heading });
  const row = mine.getByRole('link', { name: new RegExp(subject) });
  await expect(row).toContainText(tickets.listStatus.Open);
  await fitsWidth(page);
  expect(await axeViolations(page), 'Manage Tickets in Arabic').toEqual([]);
  await row.click();

  // The conversation: the ticket's facts under Arabic labels, no message yet; the learner writes one.
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('link', { name: tickets.chat.back })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: tickets.chat.status })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: tickets.chat.description })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText(tickets.chat.empty)).toBeVisible();
  const box = page.getByRole('textbox', { name: tickets.chat.message });
  await expect(box).toHaveAttribute('placeholder', tickets.chat.placeholder);
  await box.fill(message);
  await page.getByRole('button', { name: tickets.chat.send, exact: true }).click();
  const log = page.getByRole('log', { name: tickets.chat.messages });
  await expect(log.getByText(message)).toBeVisible();
  // Its time in Arabic's own clock ("3:05 م"), not the English "3:05 PM".
  await expect(log).toContainText(new RegExp(`${tickets.chat.sentAt} \\d{1,2}:\\d{2}\\s[صم]`));
  await expect(box).toHaveValue('');
  await fitsWidth(page);
  expect(await axeViolations(page), 'the ticket conversation in Arabic').toEqual([]);
});
