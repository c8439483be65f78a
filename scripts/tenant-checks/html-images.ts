import fs from 'node:fs';
import path from 'node:path';
import type { LoadedTenant } from '../../server/tenants/loader.ts';
import type { TenantProblem } from '../../server/tenants/tenant-error.ts';

/** One piece of provider HTML as served (sanitised), and where it was written. */
interface HtmlSource {
  file: string;
  path: string;
  html: string;
}

const ASSET_ADDRESS = '/tenant-assets/';

/**
 * Images in the provider's HTML (landing about, footer pages, help, topic descriptions, questions
 * and explanations) that a learner would see broken: the loader checks the images tenant.yaml and
 * the bank name as files, not the <img> tags inside HTML. An image shows only from the provider's
 * own assets, written /tenant-assets/<path inside assets/>: the pages' Content-Security-Policy
 * loads images from their own host alone, and the sanitiser keeps only https and relative addresses.
 */
export function checkHtmlImages(tenant: LoadedTenant, shown: string): TenantProblem[] {
  return htmlSources(tenant, shown).flatMap((source) =>
    [...source.html.matchAll(/<img\b[^>]*>/gi)].flatMap(([tag]) => imageProblem(tenant, shown, source, tag)),
  );
}

function imageProblem(tenant: LoadedTenant, shown: string, { file, path: where }: HtmlSource, tag: string): TenantProblem[] {
  const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
  const address = src ? (src[1] ?? src[2] ?? src[3] ?? '').trim() : '';
  const problem = (message: string) => [{ file, path: where, message: `<img${address ? ` src="${address}"` : ''}> ${message}` }];
  if (!address)
    return problem(`has no address left: an image address must be /tenant-assets/<file in assets/> (other kinds are removed when the HTML is cleaned)`);
  if (/^https?:|^\/\//i.test(address)) {
    return problem(
      `will not show: pages load images only from the provider's own host; put the file in assets/ and write ${ASSET_ADDRESS}<its path inside assets/>`,
    );
  }
  const served = address.startsWith(ASSET_ADDRESS);
  const inFolder = served ? `assets/${address.slice(ASSET_ADDRESS.length)}` : address.replace(/^\.?\//, '');
  const asset = safeDecode(inFolder.replace(/[?#].*$/, ''));
  if (served) return tenant.assets.has(asset) ? [] : problem(`will not show: file ${asset} does not exist in ${shown}`);
  // assets/logo.svg would be asked of the page's own address, where nothing is served.
  const hint = tenant.assets.has(asset)
    ? `write ${ASSET_ADDRESS}${asset.replace(/^assets\//, '')}`
    : `images are served from ${ASSET_ADDRESS}<path inside assets/>`;
  return problem(`will not show: ${hint}`);
}

function safeDecode(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/** Every piece of HTML of the folder with the file and path it came from. */
function htmlSources(tenant: LoadedTenant, shownDir: string): HtmlSource[] {
  const sources: HtmlSource[] = [{ file: `${shownDir}/tenant.yaml`, path: 'landing.about.html', html: tenant.manifest.landing.about.html }];
  for (const [code, own] of Object.entries(tenant.manifest.translations ?? {})) {
    if (own.landing?.about?.html)
      sources.push({ file: `${shownDir}/tenant.yaml`, path: `translations.${code}.landing.about.html`, html: own.landing.about.html });
  }
  // A loaded folder has one page per content/pages/NN-url.html file (NN-url.<code>.html is its
  // translation) and one topic per bank file, in name order.
  const pageFiles = namesIn(tenant.dir, 'content/pages', /^\d{1,3}-[a-z0-9-]+\.html$/);
  tenant.pages.forEach((page, i) => {
    const file = pageFiles[i];
    sources.push({ file: `${shownDir}/content/pages/${file ?? `(${page.url})`}`, path: '(body)', html: page.html });
    for (const [code, own] of Object.entries(page.translations ?? {})) {
      if (own?.html)
        sources.push({
          file: `${shownDir}/content/pages/${file ? file.replace(/\.html$/, `.${code}.html`) : `(${page.url}, ${code})`}`,
          path: '(body)',
          html: own.html,
        });
    }
  });
  if (tenant.help) sources.push({ file: `${shownDir}/content/help.html`, path: '(body)', html: tenant.help.html });
  for (const [code, own] of Object.entries(tenant.help?.translations ?? {}))
    if (own?.html) sources.push({ file: `${shownDir}/content/help.${code}.html`, path: '(body)', html: own.html });
  const bankFiles = namesIn(tenant.dir, 'content/bank', /\.ya?ml$/);
  tenant.bank.topics.forEach((topic, t) => {
    const file = `${shownDir}/content/bank/${bankFiles[t] ?? `(${topic.key})`}`;
    sources.push({ file, path: 'description', html: topic.descriptionHtml });
    for (const [code, own] of Object.entries(topic.translations ?? {}))
      if (own?.descriptionHtml) sources.push({ file, path: `translations.${code}.description`, html: own.descriptionHtml });
    topic.subtopics.forEach((subtopic, s) =>
      subtopic.questions.forEach((question, q) => {
        const item = `subtopics[${s}].questions[${q}] (${question.key})`;
        sources.push({ file, path: `${item}.question`, html: question.question }, { file, path: `${item}.explanation`, html: question.explanation });
        for (const [code, own] of Object.entries(question.translations ?? {})) {
          if (own?.question) sources.push({ file, path: `${item}.translations.${code}.question`, html: own.question });
          if (own?.explanation) sources.push({ file, path: `${item}.translations.${code}.explanation`, html: own.explanation });
        }
      }),
    );
  });
  return sources;
}

function namesIn(dir: string, folder: string, pattern: RegExp): string[] {
  try {
    return fs
      .readdirSync(path.join(dir, folder))
      .filter((name) => pattern.test(name))
      .sort();
  } catch {
    return [];
  }
}
