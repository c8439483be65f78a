import fs from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import { readDemoTenant, type DemoTenant } from './demo-tenants.ts';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The project's demo tenant (from its folder), and a page that fails the test on any browser error. */
let networks = 0;

export const test = base.extend<{ tenant: DemoTenant; pageErrors: string[]; ownNetwork: void }>({
  // Each test speaks from its own address (the server trusts the local proxy header), so rate
  // limits per network apply per test, as they would to different learners.
  ownNetwork: [
    async ({ context }, use, testInfo) => {
      networks += 1;
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${testInfo.workerIndex % 250}.${Math.floor(networks / 250)}.${networks % 250}` });
      await use();
    },
    { auto: true },
  ],
  tenant: async ({}, use, testInfo) => {
    await use(readDemoTenant(testInfo.project.metadata.slug as string));
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      // A 4xx is an answer the screen handles (a wrong code, a refused file); script errors and 5xx are not.
      const handledAnswer = /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text());
      if (message.type() === 'error' && !handledAnswer) errors.push(message.text());
    });
    await use(errors);
    expect(errors, 'errors in the browser console').toEqual([]);
  },
});

export { expect };

/** Runs axe-core in the page and returns its violations (rule id and the elements affected). */
/**
 * Waits until every finite animation and transition on the page has ended (a spinner's endless one
 * aside): a toast fading in or a dialog growing is measured, or checked for contrast, as it settles,
 * not halfway, whatever the machine's load.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document.getAnimations().filter((a) => a.playState !== 'finished' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  });
}

export async function axeViolations(page: Page): Promise<string[]> {
  // The server's first screen is inert (hidden from assistive technology) until the app draws over
  // it: axe checks what the app drew, once it has settled.
  await page.waitForFunction(() => !document.querySelector('#root > [inert]'));
  await animationsSettled(page);
  // Evaluated through DevTools, which the page's strict CSP does not govern (an injected <script> it would block).
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: (o: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }
    ).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return violations;
}
