import { contrastPairs, graphicPairs } from '../../shared/theme/base-tokens.ts';
import { contrastRatio, WCAG_AA_GRAPHIC, WCAG_AA_TEXT } from '../../shared/theme/contrast.ts';
import { valueAt, type TokenValues } from '../../shared/theme/token-tree.ts';

interface ContrastFailure {
  /** Manifest path of the text colour, e.g. theme.color.text.muted. */
  path: string;
  message: string;
}

/** Checks every text/background pair of the merged theme against WCAG AA (4.5:1), and bars and chart series against 3:1. */
export function checkContrast(theme: TokenValues): ContrastFailure[] {
  const failures: ContrastFailure[] = [];
  const pairs = [...contrastPairs.map((pair) => [...pair, WCAG_AA_TEXT] as const), ...graphicPairs.map((pair) => [...pair, WCAG_AA_GRAPHIC] as const)];
  for (const [textPath, backgroundPath, minimum] of pairs) {
    const text = valueAt(theme, textPath);
    const background = valueAt(theme, backgroundPath);
    if (!text || !background) continue;
    const ratio = contrastRatio(text, background);
    if (ratio < minimum) {
      failures.push({
        path: `theme.${textPath}`,
        message: `contrast of ${text} on theme.${backgroundPath} (${background}) is ${ratio.toFixed(2)}:1, below the WCAG AA minimum of ${minimum}:1`,
      });
    }
  }
  return failures;
}
