import type { FolderFiles } from './folder-files.ts';
import { footerPageFrontMatterSchema, translatedPageFrontMatterSchema } from './manifest-schema.ts';
import { parseYamlWith } from './read-yaml.ts';
import type { TenantProblem } from './tenant-error.ts';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import { splitFrontMatter } from './front-matter.ts';
import { checkTranslationLanguages, type ContentLanguages, type Translations } from './translations.ts';

export interface FooterPageInput {
  url: string;
  title: string;
  html: string;
  position: number;
  /** The page in the provider's other languages (NN-url.<code>.html beside NN-url.html). */
  translations?: Translations<{ title: string; html: string }> | undefined;
}

/** NN-url.html, or NN-url.<language>.html for the same page in another language. */
const FILE_NAME = /^(\d{1,3})-([a-z0-9-]+)(?:\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*))?\.html$/;

/**
 * Reads content/pages/<NN>-<url>.html: YAML front matter (title, url) between --- lines, then
 * the HTML body. NN orders the footer links. <NN>-<url>.<code>.html beside it is the same page in
 * another of the provider's languages: front matter with its title only, then its body.
 */
export function readFooterPages(folder: FolderFiles, displayDir: string, problems: TenantProblem[], languages?: ContentLanguages): FooterPageInput[] {
  const names = folder.names('content/pages').filter((n) => n.endsWith('.html'));
  /** By file name, in the folder's order. */
  const pages = new Map<string, FooterPageInput>();
  const translated: Array<{ name: string; display: string; base: string; code: string }> = [];
  for (const name of names) {
    const display = `${displayDir}/content/pages/${name}`;
    const match = FILE_NAME.exec(name);
    if (!match) {
      problems.push({ file: display, message: 'file name must look like 01-about.html (order, dash, url, .html)' });
      continue;
    }
    if (match[3]) {
      translated.push({ name, display, base: `${match[1]}-${match[2]}.html`, code: match[3] });
      continue;
    }
    const source = folder.text(`content/pages/${name}`)!;
    const front = splitFrontMatter(source);
    if (!front) {
      problems.push({ file: display, message: 'must start with front matter: ---, title: ..., url: ..., ---' });
      continue;
    }
    const meta = parseYamlWith(front.yaml, display, footerPageFrontMatterSchema, problems);
    if (!meta.ok) continue;
    if (meta.value.url !== match[2]) {
      problems.push({ file: display, path: 'url', message: `must equal the file name's url part "${match[2]}"` });
      continue;
    }
    const html = sanitizeHtml(front.body);
    if (!html) {
      problems.push({ file: display, message: 'has no body after the front matter' });
      continue;
    }
    pages.set(name, { url: meta.value.url, title: meta.value.title, html, position: Number(match[1]) });
  }
  for (const { name, display, base, code } of translated) {
    const page = pages.get(base);
    if (!names.includes(base)) {
      problems.push({ file: display, message: `translates ${base}, which does not exist: the page in the default language comes first` });
      continue;
    }
    const text = readTranslatedPage(folder.text(`content/pages/${name}`)!, display, code, languages, problems);
    if (!page || !text) continue;
    page.translations = { ...page.translations, [code]: text };
  }
  return [...pages.values()];
}

/**
 * A page in another language (content/pages/NN-url.<code>.html, content/help.<code>.html): its
 * title (front matter) and its body, sanitised; undefined, with the problems added, when either is
 * wrong or the language is not one the provider offers besides its default.
 */
export function readTranslatedPage(
  source: string,
  display: string,
  code: string,
  languages: ContentLanguages | undefined,
  problems: TenantProblem[],
): { title: string; html: string } | undefined {
  const before = problems.length;
  checkTranslationLanguages({ [code]: true }, languages, display, '', problems);
  // The file name carries the language: the problem names the file, not a translations key.
  for (const problem of problems.slice(before)) problem.path = '(file name)';
  const front = splitFrontMatter(source);
  if (!front) {
    problems.push({ file: display, message: 'must start with front matter: ---, title: ..., ---' });
    return undefined;
  }
  const meta = parseYamlWith(front.yaml, display, translatedPageFrontMatterSchema, problems);
  const html = sanitizeHtml(front.body);
  if (!html) problems.push({ file: display, message: 'has no body after the front matter' });
  return meta.ok && html && problems.length === before ? { title: meta.value.title, html } : undefined;
}
