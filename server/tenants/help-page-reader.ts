import { sanitizeHtml } from '../lib/sanitize-html.ts';
import type { FolderFiles } from './folder-files.ts';
import { splitFrontMatter } from './front-matter.ts';
import { helpPageFrontMatterSchema } from './manifest-schema.ts';
import { parseYamlWith } from './read-yaml.ts';
import type { TenantProblem } from './tenant-error.ts';

export interface HelpPageInput {
  title: string;
  /** Sanitised HTML. */
  html: string;
}

/**
 * Reads content/help.html: front matter with the title between --- lines, then the HTML body,
 * sanitised. A provider without the file has no help page (learners see 'No Help content
 * available').
 */
export function readHelpPage(folder: FolderFiles, displayDir: string, problems: TenantProblem[]): HelpPageInput | undefined {
  const display = `${displayDir}/content/help.html`;
  const source = folder.text('content/help.html');
  if (source === undefined) return undefined;
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
  return { title: meta.value.title, html };
}
