import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { axeViolations, expect, test } from './support/fixtures.ts';
import { readDemoBank } from './support/bank.ts';
import { signUp, uniqueEmail } from './support/journeys.ts';
import { ensureCanTakeTests } from './support/membership.ts';
import { answerAll } from './support/take-test.ts';

const shots = (slug: string, name: string) => path.join('test-results', 'screens', `catalog-${slug}-${name}.png`);

/** The provider's help page as its folder has it: the front matter's title. */
function helpTitle(slug: string): string | undefined {
  const file = path.resolve('tenants', slug, 'content', 'help.html');
  if (!fs.existsSync(file)) return undefined;
  return parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'))![1]!).title;
}

test.describe('catalog and help', () => {
  test('search narrows the topics after a pause; a topic shows its references and subtopics and its practice runs to a report', async ({
    page,
    tenant,
    pageErrors,
  }) => {
    void pageErrors;
    const { bank, test: bankTest } = await readDemoBank(tenant.slug);
    // A topic with references and a subtopic open to practice; its smallest such subtopic.
    const practiced = bank.topics
      .filter((t) => t.references.length > 0)
      .flatMap((topic) => topic.subtopics.map((subtopic) => ({ topic, subtopic, practice: bank.tests.find((x) => x.key === `subtopic.${subtopic.key}`) })))
      .filter((x) => x.practice)
      .sort((a, b) => a.practice!.questionKeys.length - b.practice!.questionKeys.length)[0]!;
    const { topic, subtopic } = practiced;
    const search = topic.name.slice(1, 6).trim().toUpperCase();
    const matching = bank.topics.filter((t) => t.name.toLowerCase().includes(search.toLowerCase()));

    await signUp(page, uniqueEmail(tenant.slug));
    await ensureCanTakeTests(page, tenant);

    // Speciality Modules: every topic, then only those matching what was typed, once typing pauses.
    const searches: string[] = [];
    page.on('request', (request) => {
      const key = new URL(request.url()).searchParams.get('key');
      if (request.url().includes('/api/user/get-topics/') && key) searches.push(key);
    });
    await page.goto('/#/menu/speciality-modules');
    const cards = page.getByRole('list', { name: 'Topics' }).locator(':scope > li');
    await expect(cards).toHaveCount(bank.topics.length);
    expect(await axeViolations(page), 'speciality modules').toEqual([]);
    await page.getByPlaceholder('Search Topics').pressSequentially(search, { delay: 40 });
    await expect(cards).toHaveCount(matching.length);
    await expect(cards.first()).toContainText(matching[0]!.name);
    // The pause merged the keystrokes: fewer searches than letters typed, the last with all of them.
    expect(searches.length).toBeLessThan(search.length);
    expect(searches.at(-1)).toBe(search);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: shots(tenant.slug, 'modules-desktop'), fullPage: true });

    // The topic: its name, references, numbered subtopics with their counts.
    await page.getByRole('link', { name: `View Details: ${topic.name}` }).click();
    await expect(page).toHaveURL(/#\/menu\/speciality-modules\/topic-detail\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: topic.name })).toBeVisible();
    expect(await page.title()).toBe(new URL(page.url()).host);
    const references = page.getByRole('region', { name: 'References' });
    await expect(references.getByRole('link')).toHaveCount(topic.references.length);
    await expect(page.getByText(`Subtopic 1: ${topic.subtopics[0]!.name}`, { exact: true })).toBeVisible();
    // Every carousel image is there with its alt text (only the current one shows).
    for (const image of topic.images) await expect(page.locator(`img[alt="${image.alt}"]`)).toBeAttached();
    expect(await axeViolations(page), 'topic detail').toEqual([]);
    await page.screenshot({ path: shots(tenant.slug, 'topic-desktop'), fullPage: true });

    // Practising one subtopic: its questions in the take-test screen, then the review, then back to the topic.
    const questions = bankTest(`subtopic.${subtopic.key}`).questions;
    await page.getByRole('link', { name: `Practise ${subtopic.name}` }).click();
    await expect(page).toHaveURL(/#\/menu\/speciality-modules\/topic-detail\/[0-9a-f-]{36}\/take-test\?subtopic=/);
    await answerAll(page, questions, () => 'right');
    await expect(page).toHaveURL(/#\/menu\/speciality-modules\/topic-detail\/[0-9a-f-]{36}\/check-answers\/[0-9a-f-]{36}\?reportId=/);
    await expect(page.getByText(`${questions.length} / ${questions.length}`, { exact: true })).toBeVisible();
    await page
      .getByRole('link', { name: /back to/i })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: topic.name })).toBeVisible();

    // On a phone the topic fits the width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: topic.name })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the topic on a phone').toBeLessThanOrEqual(390);
    await page.screenshot({ path: shots(tenant.slug, 'topic-phone'), fullPage: true });
  });

  test('the summary tree opens and closes from the keyboard, and help shows the provider’s own page', async ({ page, tenant, pageErrors }) => {
    void pageErrors;
    const { bank } = await readDemoBank(tenant.slug);
    const first = [...bank.topics].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'))[0]!;
    await signUp(page, uniqueEmail(tenant.slug));

    await page.goto('/#/menu/view-summary');
    const tree = page.getByRole('tree', { name: 'Course summary' });
    const topics = tree.locator('[role="treeitem"][aria-level="3"]');
    await expect(topics).toHaveCount(bank.topics.length);
    const firstTopic = topics.first();
    await expect(firstTopic).toContainText(first.name);
    await expect(firstTopic).toHaveAttribute('aria-expanded', 'true');
    await expect(firstTopic.locator('[role="treeitem"]')).toHaveCount(first.subtopics.length);
    expect(await axeViolations(page), 'view summary').toEqual([]);

    // Tab into the tree (the domain), down to the subdomain and the first topic; Left closes it, Right opens it.
    await tree.locator('[role="treeitem"][tabindex="0"]').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(firstTopic).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(firstTopic).toHaveAttribute('aria-expanded', 'false');
    await expect(firstTopic.locator('[role="treeitem"]')).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(firstTopic).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(firstTopic.locator('[role="treeitem"]').first()).toBeFocused();
    await page.screenshot({ path: shots(tenant.slug, 'summary-desktop'), fullPage: true });

    await page.goto('/#/menu/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const title = helpTitle(tenant.slug);
    if (title) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    else await expect(page.getByText('No Help content available')).toBeVisible();
    expect(await axeViolations(page), 'help').toEqual([]);
    await page.screenshot({ path: shots(tenant.slug, 'help-desktop'), fullPage: true });
  });
});
