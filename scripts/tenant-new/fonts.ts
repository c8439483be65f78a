import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseTokens } from '../../shared/theme/base-tokens.ts';
import { BUNDLED_FONT, SYSTEM_FONT } from './fields.ts';

/** The Source Sans 3 files (and their licence) a demo tenant ships: open, legible, three weights. */
const BUNDLED_DIR = fileURLToPath(new URL('../../tenants/wardround/assets/fonts/', import.meta.url));
const BUNDLED_FILES = [400, 600, 700].map((weight) => ({ weight, name: `source-sans-3-latin-${weight}-normal.woff2` }));
const LICENCE = 'OFL-source-sans-3.txt';
const SYSTEM_STACK = baseTokens.font.family.body.value;

export interface FontPlan {
  body: string;
  heading: string;
  /** The manifest's fonts: entries. */
  entries: Array<{ family: string; file: string; weight: number }>;
  /** Files to copy into the folder: path inside it -> source file. */
  copies: Record<string, string>;
  /** Families named without files: the device's copy is used where it has one. */
  notBundled: string[];
}

/**
 * Font stacks for the body and headings. The bundled family is copied in with its licence (when
 * this checkout has it); "system" is the device's own interface font; any other family is named
 * first in the stack with the system font after it, for the provider to add .woff2 files later.
 */
export function planFonts(body: string, heading: string): FontPlan {
  const bundled = BUNDLED_FILES.every((f) => fs.existsSync(path.join(BUNDLED_DIR, f.name)));
  const plan: FontPlan = { body: stackOf(body, bundled), heading: stackOf(heading, bundled), entries: [], copies: {}, notBundled: [] };
  if (bundled && (body === BUNDLED_FONT || heading === BUNDLED_FONT)) {
    for (const { weight, name } of BUNDLED_FILES) {
      plan.entries.push({ family: BUNDLED_FONT, file: `assets/fonts/${name}`, weight });
      plan.copies[`assets/fonts/${name}`] = path.join(BUNDLED_DIR, name);
    }
    if (fs.existsSync(path.join(BUNDLED_DIR, LICENCE))) plan.copies[`assets/fonts/${LICENCE}`] = path.join(BUNDLED_DIR, LICENCE);
  }
  plan.notBundled = [...new Set([body, heading])].filter((f) => f !== SYSTEM_FONT && f !== BUNDLED_FONT);
  return plan;
}

function stackOf(family: string, bundled: boolean): string {
  if (family === SYSTEM_FONT || (family === BUNDLED_FONT && !bundled)) return SYSTEM_STACK;
  return `'${family}', ${SYSTEM_STACK}`;
}
