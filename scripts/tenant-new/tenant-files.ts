import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aboutSvg, faviconSvg, heroSvg, insightSvg, wordmarkSvg } from './artwork.ts';
import { revisionTopic, techniqueTopic, testsYaml } from './bank-template.ts';
import { faqsYaml, footerPages, helpHtml, plansYaml, supportYaml } from './content-templates.ts';
import { planFonts, type FontPlan } from './fonts.ts';
import { manifestYaml } from './manifest-template.ts';
import { derivePalette, type Palette } from './palette.ts';
import type { TenantRequest } from './request.ts';

/** A file of the new folder: its text, or a file to copy. */
export type FileSource = string | { copy: string };

export interface TenantFiles {
  /** Path inside the tenant folder -> content. */
  files: Record<string, FileSource>;
  palette: Palette;
  fonts: FontPlan;
}

const SCHEMA = fileURLToPath(new URL('../../tenants/tenant.schema.json', import.meta.url));

/** Every file of a complete tenant folder for a request. */
export function tenantFiles(r: TenantRequest, tenantsDir: string): TenantFiles {
  const palette = derivePalette(r.primary, r.secondary);
  const fonts = planFonts(r.fontBody, r.fontHeading);
  const logo = r.logo ? `assets/logo${path.extname(r.logo).toLowerCase()}` : 'assets/logo.svg';
  const schemaPath = path.relative(path.join(tenantsDir, r.slug), SCHEMA).split(path.sep).join('/');
  const files: Record<string, FileSource> = {
    'tenant.yaml': manifestYaml({ request: r, palette, fonts, logo, logoShowsName: !r.logo, schemaPath }),
    [logo]: r.logo ? { copy: r.logo } : wordmarkSvg(r.name, palette),
    'assets/favicon.svg': faviconSvg(r.name, palette),
    'assets/hero.svg': heroSvg(palette),
    'assets/about.svg': aboutSvg(palette),
    'assets/insight.svg': insightSvg(palette),
    'content/plans.yaml': plansYaml(r),
    'content/faqs.yaml': faqsYaml(r),
    'content/help.html': helpHtml(r),
    'content/support.yaml': supportYaml(r),
    'content/bank/01-exam-technique.yaml': techniqueTopic,
    'content/bank/02-revision-skills.yaml': revisionTopic,
    'content/tests.yaml': testsYaml,
  };
  for (const [name, html] of Object.entries(footerPages(r))) files[`content/pages/${name}`] = html;
  for (const [file, source] of Object.entries(fonts.copies)) files[file] = { copy: source };
  return { files, palette, fonts };
}
