import { contrastRatio, parseHex, WCAG_AA_GRAPHIC, WCAG_AA_TEXT } from '../../shared/theme/contrast.ts';
import { mergeTokens, type TokenOverrides } from '../../shared/theme/token-tree.ts';
import { checkContrast } from '../../server/tenants/manifest-contrast.ts';

export const WHITE = '#ffffff';
/** Text on light brand colours: softer than pure black, and it passes on everything but mid-tones. */
export const NEAR_BLACK = '#14171a';
const BLACK = '#000000';

/** The colours a theme is derived from, and the tokens derived. */
export interface Palette {
  primary: string;
  primaryHover: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  subtle: string;
  onSubtle: string;
  surfaceAlt: string;
  hero: string;
  inverse: string;
  text: string;
  muted: string;
  heading: string;
  onInverse: string;
  mutedOnInverse: string;
  link: string;
  border: string;
  borderStrong: string;
  focus: string;
}

/** `a` moved toward `b` by `amount` (0 to 1), channel by channel in sRGB. */
export function mix(a: string, b: string, amount: number): string {
  const [from, to] = [parseHex(a), parseHex(b)];
  return `#${from
    .map((c, i) =>
      Math.round(c + (to[i]! - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The text colour for a brand colour: white when it reaches AA (what brand buttons usually carry),
 * else near-black, else whichever of pure black and white is higher (one of them always passes).
 */
export function textOn(background: string): string {
  if (contrastRatio(WHITE, background) >= WCAG_AA_TEXT) return WHITE;
  if (contrastRatio(NEAR_BLACK, background) >= WCAG_AA_TEXT) return NEAR_BLACK;
  return contrastRatio(BLACK, background) > contrastRatio(WHITE, background) ? BLACK : WHITE;
}

/** `colour`, moved toward `target` in small steps until it reaches `minimum` against every background. */
export function withContrast(colour: string, backgrounds: string[], minimum: number, target: string): string {
  for (let step = 0; step <= 50; step++) {
    const candidate = mix(colour, target, step / 50);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= minimum)) return candidate;
  }
  return target;
}

/** Derives every brand-dependent theme colour from the primary and secondary colours. */
export function derivePalette(primary: string, secondary: string): Palette {
  const [p, s] = [primary.toLowerCase(), secondary.toLowerCase()];
  const onPrimary = textOn(p);
  // Hover moves away from the text colour, so its contrast only grows; white or black itself,
  // which cannot move further, steps toward the text as far as AA allows.
  const away = onPrimary === WHITE ? BLACK : WHITE;
  const darker = mix(p, away, 0.18);
  const primaryHover = darker !== p ? darker : withContrast(mix(p, onPrimary, 0.15), [onPrimary], WCAG_AA_TEXT, away);
  const subtle = mix(p, WHITE, 0.9);
  const surfaceAlt = mix(p, WHITE, 0.96);
  const light = [WHITE, surfaceAlt, subtle];
  const inverse = withContrast(mix(p, BLACK, 0.55), [WHITE], 11, BLACK);
  const heading = withContrast(mix(p, BLACK, 0.6), light, 9, BLACK);
  const text = withContrast(mix(p, BLACK, 0.75), light, 10, BLACK);
  const link = withContrast(p, light, WCAG_AA_TEXT, BLACK);
  return {
    primary: p,
    primaryHover,
    onPrimary,
    secondary: s,
    onSecondary: textOn(s),
    subtle,
    onSubtle: withContrast(mix(p, BLACK, 0.45), [subtle], WCAG_AA_TEXT, BLACK),
    surfaceAlt,
    hero: subtle,
    inverse,
    text,
    muted: withContrast(mix(text, WHITE, 0.42), light, WCAG_AA_TEXT, BLACK),
    heading,
    onInverse: withContrast(mix(p, WHITE, 0.95), [inverse], WCAG_AA_TEXT, WHITE),
    mutedOnInverse: withContrast(mix(p, WHITE, 0.65), [inverse], WCAG_AA_TEXT, WHITE),
    link,
    border: mix(p, WHITE, 0.82),
    // Controls' borders and the focus ring are graphics: 3:1 against what they sit on.
    borderStrong: withContrast(mix(p, WHITE, 0.45), light, WCAG_AA_GRAPHIC, BLACK),
    focus: withContrast(s, light, WCAG_AA_GRAPHIC, BLACK),
  };
}

/** The manifest's theme.color overrides for a palette. */
export function themeColours(palette: Palette): NonNullable<TokenOverrides['color']> {
  return {
    brand: {
      primary: palette.primary,
      primaryHover: palette.primaryHover,
      onPrimary: palette.onPrimary,
      secondary: palette.secondary,
      onSecondary: palette.onSecondary,
      subtle: palette.subtle,
      onSubtle: palette.onSubtle,
    },
    bg: { surfaceAlt: palette.surfaceAlt, hero: palette.hero, inverse: palette.inverse, overlay: palette.inverse },
    text: {
      default: palette.text,
      muted: palette.muted,
      heading: palette.heading,
      onHero: palette.heading,
      onInverse: palette.onInverse,
      mutedOnInverse: palette.mutedOnInverse,
      link: palette.link,
    },
    border: { default: palette.border, strong: palette.borderStrong, focus: palette.focus },
    // Info messages carry the base white text (status.onStatus): the link shade always passes.
    status: { info: palette.link },
  };
}

/** The server's own contrast rules over the derived theme: empty, or the derivation has a bug. */
export function contrastFailures(palette: Palette): string[] {
  return checkContrast(mergeTokens({ color: themeColours(palette) })).map((f) => `${f.path}: ${f.message}`);
}

/** One line per brand colour and its text colour, e.g. "primary #0b6470 on-primary #ffffff 7.1:1 AA". */
export function contrastReport(palette: Palette): string[] {
  const pairs: Array<[string, string, string, string]> = [
    ['primary', palette.primary, 'on-primary', palette.onPrimary],
    ['primary-hover', palette.primaryHover, 'on-primary', palette.onPrimary],
    ['secondary', palette.secondary, 'on-secondary', palette.onSecondary],
    ['subtle', palette.subtle, 'on-subtle', palette.onSubtle],
    ['hero', palette.hero, 'on-hero', palette.heading],
    ['inverse', palette.inverse, 'on-inverse', palette.onInverse],
    ['page', WHITE, 'link', palette.link],
  ];
  return pairs.map(([bgName, bg, fgName, fg]) => {
    const ratio = contrastRatio(fg, bg);
    return `${bgName} ${bg} ${fgName} ${fg} ${ratio.toFixed(1)}:1 ${ratio >= WCAG_AA_TEXT ? 'AA' : 'below AA'}`;
  });
}
