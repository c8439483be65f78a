import type { TokenValues } from '../../shared/theme/token-tree.ts';

interface FontFile {
  family: string;
  weight: number;
  style: string;
}

/** The first family of a CSS font stack, unquoted ("'Lato', Arial, sans-serif" -> Lato). */
const firstFamily = (stack: string) =>
  stack
    .split(',')[0]!
    .trim()
    .replace(/^['"]|['"]$/g, '');

/** The weight a browser picks for `desired` among `shipped` (CSS Fonts 4, font-weight matching). */
export function matchWeight(desired: number, shipped: number[]): number | undefined {
  const up = shipped.filter((w) => w >= desired).sort((a, b) => a - b);
  const down = shipped.filter((w) => w < desired).sort((a, b) => b - a);
  if (desired > 500) return up[0] ?? down[0];
  if (desired < 400) return shipped.filter((w) => w <= desired).sort((a, b) => b - a)[0] ?? up[0];
  return up.find((w) => w <= 500) ?? down[0] ?? up[0];
}

/**
 * The provider's font files every screen paints with at once, so the page asks for them before
 * it is laid out: the body family at its regular and medium weights (text, buttons, labels) and
 * the heading family at its bold weight, each as a browser matches it among the weights the
 * provider ships. Files no first screen uses (Merriweather 400 beside headings in 700,
 * say) are left for the browser to fetch if a screen ever needs them.
 */
export function firstPaintFonts<F extends FontFile>(fonts: readonly F[], theme: TokenValues): F[] {
  const wanted: Array<[string, number]> = [
    [firstFamily(theme.font.family.body), Number(theme.font.weight.regular)],
    [firstFamily(theme.font.family.body), Number(theme.font.weight.medium)],
    [firstFamily(theme.font.family.heading), Number(theme.font.weight.bold)],
  ];
  const chosen = new Set<F>();
  for (const [family, weight] of wanted) {
    const candidates = fonts.filter((f) => f.family === family && f.style === 'normal');
    const match = matchWeight(
      weight,
      candidates.map((f) => f.weight),
    );
    const file = candidates.find((f) => f.weight === match);
    if (file) chosen.add(file);
  }
  return fonts.filter((f) => chosen.has(f));
}
