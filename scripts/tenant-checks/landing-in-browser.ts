import type { Page } from 'playwright-core';
import type { ServedTenant } from '../../server/tenants/loader.ts';
import type { TenantProblem } from '../../server/tenants/tenant-error.ts';
import { launchChromium, startPrivateServer } from '../support/private-server.ts';

/** The narrowest phone width the landing page must fit. */
export const PHONE_WIDTH = 360;

interface Overflow {
  text: string;
  tag: string;
  kind: 'cut' | 'beyond';
  px: number;
}

/**
 * What a provider cannot see on their own screen: each landing page rendered in Chromium at phone
 * width, reporting the text that does not fit (cut off by its box, or reaching past the screen's
 * edge, which makes the page scroll sideways) and the declared fonts the browser could not load.
 */
export async function checkLandingsInBrowser(tenants: ServedTenant[], tenantsDir: string, shownOf: (tenant: ServedTenant) => string): Promise<TenantProblem[]> {
  const browser = await launchChromium();
  const server = await startPrivateServer(tenantsDir, tenants[0]!.slug);
  const problems: TenantProblem[] = [];
  try {
    for (const tenant of tenants) {
      const context = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${server.origin(tenant.slug)}/`, { waitUntil: 'networkidle' });
      problems.push(...(await overflowProblems(page, tenant, shownOf(tenant))), ...(await fontProblems(page, tenant, shownOf(tenant))));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return problems;
}

/**
 * Runs in the page: the text-holding elements that do not fit, and how wide the page is. One long
 * word widens its whole section, pushing its neighbours past the edge too: so the element whose
 * own longest word is widest is taken, allowed to break anywhere, and the page measured again,
 * until nothing sticks out; only the elements taken are reported.
 */
const FIND_OVERFLOWS = `(() => {
  const screen = document.documentElement.clientWidth;
  const own = (el) => [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join(' ').replace(/\\s+/g, ' ').trim();
  const scrolls = (el) => {
    for (let up = el.parentElement; up; up = up.parentElement) if (/auto|scroll/.test(getComputedStyle(up).overflowX)) return true;
    return false;
  };
  const minContent = (el) => {
    const width = el.style.width;
    el.style.width = 'min-content';
    const w = el.getBoundingClientRect().width;
    el.style.width = width;
    return w;
  };
  const misfits = () => {
    const found = [];
    for (const el of document.body.querySelectorAll('*')) {
      const text = own(el);
      if (!text || el.closest('[aria-hidden="true"], [hidden], template, script, style, noscript')) continue;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (style.display === 'none' || style.visibility === 'hidden' || box.width <= 1 || box.height <= 1) continue;
      if (style.position === 'absolute' && style.clip !== 'auto') continue;
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && !/auto|scroll/.test(style.overflowX) && style.textOverflow !== 'ellipsis') {
        found.push({ el, text, tag: el.tagName.toLowerCase(), kind: 'cut', px: el.scrollWidth - el.clientWidth });
      } else if ((box.right > screen + 1 || box.left < -1) && !scrolls(el)) {
        found.push({ el, text, tag: el.tagName.toLowerCase(), kind: 'beyond', px: Math.round(Math.max(box.right - screen, -box.left)) });
      }
    }
    return found;
  };
  const pageWidth = document.documentElement.scrollWidth;
  const taken = [];
  for (let found = misfits(); found.length > 0 && taken.length < 20; found = misfits()) {
    const widest = found.map((f) => ({ ...f, min: minContent(f.el) })).sort((a, b) => b.min - a.min)[0];
    taken.push({ text: widest.text, tag: widest.tag, kind: widest.kind, px: widest.px });
    widest.el.style.overflowWrap = 'anywhere';
    widest.el.style.wordBreak = 'break-all';
  }
  return { found: taken, pageWidth, screen };
})()`;

async function overflowProblems(page: Page, tenant: ServedTenant, shown: string): Promise<TenantProblem[]> {
  const { found, pageWidth, screen } = (await page.evaluate(FIND_OVERFLOWS)) as { found: Overflow[]; pageWidth: number; screen: number };
  const problems = found.map((f): TenantProblem => {
    const where = manifestPathOf(tenant, f.text);
    const quoted = f.text.length > 80 ? `${f.text.slice(0, 77)}…` : f.text;
    const how = f.kind === 'cut' ? `is ${f.px} px too wide for its box and is cut off or spills over` : `reaches ${f.px} px past the screen's edge`;
    return {
      file: where ? `${shown}/tenant.yaml` : `${shown} (landing page)`,
      path: where ?? `<${f.tag}>`,
      message: `at ${PHONE_WIDTH} px wide, the text "${quoted}" ${how}: shorten it or break long words`,
    };
  });
  if (pageWidth > screen && problems.length === 0) {
    problems.push({
      file: `${shown} (landing page)`,
      message: `at ${PHONE_WIDTH} px wide, the page is ${pageWidth - screen} px wider than the screen: learners scroll sideways`,
    });
  }
  return problems;
}

/** The tenant.yaml path whose text an element shows, when there is one (hero heading, tagline...). */
function manifestPathOf(tenant: ServedTenant, text: string): string | undefined {
  const probe = text.slice(0, 60);
  const walk = (value: unknown, at: string): string | undefined => {
    if (typeof value === 'string') return value.replace(/\s+/g, ' ').includes(probe) ? at : undefined;
    if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const found = walk(child, Array.isArray(value) ? `${at}[${key}]` : at ? `${at}.${key}` : key);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk({ name: tenant.manifest.name, landing: tenant.manifest.landing, copy: tenant.manifest.copy, support: tenant.manifest.support }, '');
}

/** Runs in the page: asks for every declared face and says which the browser refused. */
const LOAD_FONTS = `(async (fonts) => {
  await Promise.allSettled(fonts.map((f) => document.fonts.load(f.style + ' ' + f.weight + ' 16px "' + f.family + '"')));
  const failed = [...document.fonts].filter((face) => face.status === 'error');
  return fonts.map((f) =>
    failed.some((face) => face.family.replace(/"/g, '') === f.family && String(face.weight) === String(f.weight) && face.style === f.style),
  );
})`;

async function fontProblems(page: Page, tenant: ServedTenant, shown: string): Promise<TenantProblem[]> {
  const fonts = tenant.manifest.fonts.map(({ family, weight, style }) => ({ family, weight, style }));
  if (fonts.length === 0) return [];
  const failed = (await page.evaluate(`${LOAD_FONTS}(${JSON.stringify(fonts)})`)) as boolean[];
  return tenant.manifest.fonts.flatMap((font, i) =>
    failed[i]
      ? [
          {
            file: `${shown}/${font.file}`,
            path: `fonts[${i}] (${font.family} ${font.weight})`,
            message: 'Chromium could not load this font (a damaged or unsupported file): the page falls back to the next font of theme.font.family',
          },
        ]
      : [],
  );
}
