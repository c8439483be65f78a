import { describe, expect, it } from 'vitest';
import { baseValues, type TokenValues } from '../../shared/theme/token-tree.ts';
import { firstPaintFonts, matchWeight } from './first-paint-fonts.ts';

function themeWith(body: string, heading: string): TokenValues {
  const theme = baseValues();
  return { ...theme, font: { ...theme.font, family: { body, heading } } };
}

const font = (family: string, weight: number, style = 'normal') => ({ family, weight, style, url: `/${family}-${weight}-${style}.woff2` });

describe('firstPaintFonts', () => {
  it('asks for the body text and button weights and the heading weight, not the files no first screen uses', () => {
    const fonts = [font('Lato', 400), font('Lato', 700), font('Merriweather', 400), font('Merriweather', 700), font('Lato', 400, 'italic')];
    const chosen = firstPaintFonts(fonts, themeWith("'Lato', Arial, sans-serif", "'Merriweather', Georgia, serif"));
    expect(chosen.map((f) => `${f.family} ${f.weight}`)).toEqual(['Lato 400', 'Lato 700', 'Merriweather 700']);
  });

  it('takes the weight a browser would match when the exact one is not shipped', () => {
    const fonts = [font('Source Sans 3', 300), font('Source Sans 3', 600), font('Source Sans 3', 900)];
    const chosen = firstPaintFonts(fonts, themeWith('"Source Sans 3", sans-serif', '"Source Sans 3", sans-serif'));
    expect(chosen.map((f) => f.weight)).toEqual([300, 600, 900]);
  });

  it('matches weights as browsers do', () => {
    expect(matchWeight(600, [400, 700])).toBe(700);
    expect(matchWeight(700, [400, 600])).toBe(600);
    expect(matchWeight(400, [300, 500, 700])).toBe(500);
    expect(matchWeight(400, [300, 700])).toBe(300);
    expect(matchWeight(300, [400, 700])).toBe(400);
  });

  it('asks for nothing when the theme names none of the shipped families', () => {
    expect(firstPaintFonts([font('Lato', 400)], themeWith('system-ui, sans-serif', 'Georgia, serif'))).toEqual([]);
  });
});
