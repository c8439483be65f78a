/** Colour arithmetic for the invoice: a light tint of the brand colour, and text that reads on it. */

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (channels: number[]) => `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour mixed with white: amount 0 keeps it, 1 is white. */
export function tint(hex: string, amount: number): string {
  return toHex(rgb(hex).map((c) => c + (255 - c) * amount));
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** White or near-black, whichever contrasts more with the background (WCAG). */
export const textOn = (background: string): string => (contrast(background, '#ffffff') >= contrast(background, INK) ? '#ffffff' : INK);

/** The brand colour for large text on white when it is readable there (3:1), else body ink. */
export const largeTextOnWhite = (colour: string): string => (contrast(colour, '#ffffff') >= 3 ? colour : INK);

/** Body text, secondary text and hairlines: neutral, so any brand colour sits well beside them. */
export const INK = '#1c2230';
export const MUTED = '#5b6372';
export const RULE = '#dfe2e8';
