import type { FolderFiles } from './folder-files.ts';
import { footerPageFrontMatterSchema } from './manifest-schema.ts';
import { parseYamlWith } from './read-yaml.ts';
import type { TenantProblem } from './tenant-error.ts';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import { splitFrontMatter } from './front-matter.ts';

export interface FooterPageInput {
  url: string;
  title: string;
  html: string;
  position: number;
}

const FILE_NAME = /^(\d{1,3})-([a-z0-9-]+)\.html$/;

/**
 * Reads content/pages/<NN>-<url>.html: YAML front matter (title, url) between --- lines, then
 * the HTML body. NN orders the footer links.
 */
export function readFooterPages(folder: FolderFiles, displayDir: string, problems: TenantProblem[]): FooterPageInput[] {
  const names = folder.names('content/pages').filter((n) => n.endsWith('.html'));
  const pages: FooterPageInput[] = [];
  for (const name of names) {
    const display = `${displayDir}/content/pages/${name}`;
    const match = FILE_NAME.exec(name);
    if (!match) {
      problems.push({ file: display, message: 'file name must look like 01-about.html (order, dash, url, .html)' });
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
    pages.push({ url: meta.value.url, title: meta.value.title, html, position: Number(match[1]) });
  }
  return pages;
}
