/** WCAG 2.x contrast ratio between two hex colours (#rgb or #rrggbb), from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

export const WCAG_AA_TEXT = 4.5;
/** WCAG 1.4.11: graphical objects needed to understand content. */
export const WCAG_AA_GRAPHIC = 3;

export function isHexColour(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

export function parseHex(hex: string): [number, number, number] {
  if (!isHexColour(hex)) throw new Error(`"${hex}" is not a hex colour (#rgb or #rrggbb)`);
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
