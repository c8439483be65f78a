import { sanitizeHtml } from '../lib/sanitize-html.ts';
import type { FolderFiles } from './folder-files.ts';
import { readTranslatedPage } from './footer-pages-reader.ts';
import { splitFrontMatter } from './front-matter.ts';
import { helpPageFrontMatterSchema } from './manifest-schema.ts';
import { parseYamlWith } from './read-yaml.ts';
import type { TenantProblem } from './tenant-error.ts';
import type { ContentLanguages, Translations } from './translations.ts';

export interface HelpPageInput {
  title: string;
  /** Sanitised HTML. */
  html: string;
  /** The page in the provider's other languages (content/help.<code>.html). */
  translations?: Translations<{ title: string; html: string }> | undefined;
}

const TRANSLATION = /^help\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*)\.html$/;

/**
 * Reads content/help.html: front matter with the title between --- lines, then the HTML body,
 * sanitised. A provider without the file has no help page (learners see 'No Help content
 * available'). content/help.<code>.html beside it is the page in another of the provider's
 * languages (front matter with its title, then its body).
 */
export function readHelpPage(folder: FolderFiles, displayDir: string, problems: TenantProblem[], languages?: ContentLanguages): HelpPageInput | undefined {
  const display = `${displayDir}/content/help.html`;
  const source = folder.text('content/help.html');
  const translationFiles = folder.names('content').filter((name) => TRANSLATION.test(name));
  if (source === undefined) {
    for (const name of translationFiles) {
      problems.push({
        file: `${displayDir}/content/${name}`,
        message: 'translates content/help.html, which does not exist: the page in the default language comes first',
      });
    }
    return undefined;
  }
  const parts = splitFrontMatter(source);
  if (!parts) {
    problems.push({ file: display, message: 'must start with front matter: ---, title: ..., ---' });
    return undefined;
  }
  const meta = parseYamlWith(parts.yaml, display, helpPageFrontMatterSchema, problems);
  if (!meta.ok) return undefined;
  const html = sanitizeHtml(parts.body);
  if (!html) {
    problems.push({ file: display, message: 'has no body after the front matter' });
    return undefined;
  }
  const translations: Translations<{ title: string; html: string }> = {};
  for (const name of translationFiles) {
    const code = TRANSLATION.exec(name)![1]!;
    const page = readTranslatedPage(folder.text(`content/${name}`)!, `${displayDir}/content/${name}`, code, languages, problems);
    if (page) Object.assign(translations, { [code]: page });
  }
  return { title: meta.value.title, html, ...(Object.keys(translations).length ? { translations } : {}) };
}
