import type { TenantRequest } from './request.ts';
import type { FontPlan } from './fonts.ts';
import { themeColours, type Palette } from './palette.ts';
import { parseHex } from '../../shared/theme/contrast.ts';
import { escapeHtml } from '../../server/lib/escape-html.ts';

/** A YAML double-quoted scalar (JSON's string syntax is valid YAML). */
export const q = (text: string): string => JSON.stringify(text);

function yamlMap(tree: Record<string, unknown>, indent: string): string {
  return Object.entries(tree)
    .map(([key, value]) =>
      typeof value === 'object' && value
        ? `${indent}${key}:\n${yamlMap(value as Record<string, unknown>, `${indent}  `)}`
        : `${indent}${key}: '${String(value)}'`,
    )
    .join('\n');
}

export interface ManifestInput {
  request: TenantRequest;
  palette: Palette;
  fonts: FontPlan;
  logo: string;
  logoShowsName: boolean;
  /** Relative path from the folder to tenants/tenant.schema.json, for editors. */
  schemaPath: string;
}

/** tenant.yaml, with a comment on every part a provider edits. */
export function manifestYaml({ request: r, palette, fonts, logo, logoShowsName, schemaPath }: ManifestInput): string {
  const shadow = parseHex(palette.inverse).join(' ');
  const fontEntries = fonts.entries.map((f) => `  - family: ${f.family}\n    file: ${f.file}\n    weight: ${f.weight}`).join('\n');
  return `# yaml-language-server: $schema=${schemaPath}
# ${r.name}: the provider manifest. Written by npm run tenant:new; edit anything, then run
# npm run tenants:validate. Every key and token is described in tenants/tenant.schema.json and
# shared/theme/base-tokens.ts.

# Shown in the header, page titles and emails.
name: ${q(r.name)}
# Production host names (lower case, no scheme or port). <slug>.localhost always works too.
hosts:${r.hosts.length ? `\n${r.hosts.map((h) => `  - ${h}`).join('\n')}` : ' []'}
# Free: every learner takes every test. Paid: tests need an active plan (content/plans.yaml).
platformType: ${r.platformType}
# The top of the summary tree; subdomain (optional) names the exam under it, e.g. "MRCP Part 1".
domain: ${q(r.domain)}
locale: en-GB
# ISO 4217 code of the currency plans are priced in (GBP, EUR, USD, JPY...).
currency: GBP

brand:
  # Replace the files in assets/ with your own (static SVG, or PNG); keep or change the names here.
  logo: ${logo}
  logoAlt: ${q(`${r.name} logo`)}
  # true when the logo spells the name (the header then shows the logo alone).
  logoShowsName: ${logoShowsName}
  favicon: assets/favicon.svg

# Colours derived from primary ${palette.primary} and secondary ${palette.secondary} so that every
# text colour reaches WCAG AA (4.5:1) on its background. Change one and validation checks the pairs.
theme:
  color:
${yamlMap(themeColours(palette), '    ')}
  font:
    family:
      body: ${q(fonts.body)}
      heading: ${q(fonts.heading)}
  shadow:
    sm: 0 1px 2px rgb(${shadow} / 0.08)
    md: 0 4px 16px rgb(${shadow} / 0.10)
    lg: 0 12px 40px rgb(${shadow} / 0.18)

# Web fonts served from assets/fonts (.woff2); name their family first in theme.font.family.
fonts:${fontEntries ? `\n${fontEntries}` : ' []'}

# Interface text overrides by i18n key, namespace:key (src/i18n/locales/en-GB/<area>.json; npm run
# i18n:check proves each key exists), for example:
#   content:hero.getStartedNow: Start practising
copy: {}

# Switch parts of the product on or off. membership: the plans page and checkout (off on a Free
# platform unless it sells extras).
features:
  recharge: true
  specialityModules: true
  reports: true
  leaderboard: true
  tickets: true
  membership: ${r.platformType === 'Paid'}
  calculator: false
  notes: true

# How the leaderboard names other learners: short ("Ada L."), full ("Ada Lovelace") or initials
# ("A. L."). A learner may also hide their own name in My Account (others then see "Learner").
leaderboard:
  names: short

# The landing page. Placeholders: write your own words and replace the images in assets/.
landing:
  hero:
    heading: ${q(`Practise for exam day with ${r.name}`)}
    tagline: >-
      Exam-style questions with clear explanations, timed mock exams and reports that show
      exactly where to focus next. (Placeholder: describe what ${r.name} offers.)
    bannerImage: assets/hero.svg
  about:
    image: assets/about.svg
    # HTML (sanitised): who you are, who writes the questions, which exams you cover.
    html: >-
      <p>${escapeHtml(r.name)} helps learners prepare for their exams with questions written and
      reviewed by people who have sat them. (Placeholder: tell learners about your team.)</p>
      <ul>
      <li><strong>Exam-style questions</strong> with an explanation for every answer.</li>
      <li><strong>Timed mock exams</strong> in the format of the real paper.</li>
      <li><strong>Progress reports</strong> by topic and subtopic.</li>
      </ul>
  insight:
    heading: See your weak spots before exam day
    subheading: >-
      Reports break every test down by topic, charts track your scores over time, and Recharge
      takes you straight back to your weakest test.
    image: assets/insight.svg

# Shown on the contact and help pages and in emails.
support:
  email: ${r.supportEmail}
`;
}
