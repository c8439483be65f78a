import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastPairs, graphicPairs } from '../../shared/theme/base-tokens';
import { contrastRatio, WCAG_AA_GRAPHIC, WCAG_AA_TEXT } from '../../shared/theme/contrast';
import { cssVariableName } from '../../shared/theme/css-variable-name';
import { useTenant } from '../tenant/tenant-context';
import { themeValues } from '../tenant/tenant-manifest';
import { GraphicBar, Sample, Table, tokenValue } from './token-docs';

/**
 * Every colour that sits on another, as the selected tenant has them: text on its backgrounds
 * (the on-colour pairs, WCAG AA 4.5:1) and meaningful graphics on the surface (bars and chart
 * series, 3:1). A tenant's manifest is refused when a text pair falls short.
 */
function ColourContrast({ kind }: { kind: 'text' | 'graphic' }) {
  const theme = themeValues(useTenant());
  const pairs = kind === 'text' ? contrastPairs : graphicPairs;
  const minimum = kind === 'text' ? WCAG_AA_TEXT : WCAG_AA_GRAPHIC;
  return (
    <Table>
      <caption>{kind === 'text' ? 'Text on background: at least 4.5:1' : 'Graphics on the surface: at least 3:1'}</caption>
      <thead>
        <tr>
          <th scope="col">{kind === 'text' ? 'Text' : 'Graphic'}</th>
          <th scope="col">On</th>
          <th scope="col">Sample</th>
          <th scope="col">Contrast</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map(([front, back]) => {
          const ratio = contrastRatio(tokenValue(theme, front), tokenValue(theme, back));
          const [fg, bg] = [`var(${cssVariableName(front)})`, `var(${cssVariableName(back)})`];
          return (
            <tr key={`${front} ${back}`}>
              <td>
                <code>{front}</code>
              </td>
              <td>
                <code>{back}</code>
              </td>
              <td>
                {kind === 'text' ? (
                  <Sample style={{ color: fg, background: bg }}>Aa Sample</Sample>
                ) : (
                  <Sample aria-hidden style={{ background: bg }}>
                    <GraphicBar style={{ background: fg }} />
                  </Sample>
                )}
              </td>
              <td data-ratio={ratio.toFixed(2)}>
                {`${ratio.toFixed(2)}:1 `}
                {ratio >= minimum ? '(passes AA)' : '(below AA)'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

const meta = {
  title: 'Foundations/Colour contrast',
  component: ColourContrast,
  parameters: { layout: 'padded' },
  args: { kind: 'text' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByText(/below AA/)).toHaveLength(0);
  },
} satisfies Meta<typeof ColourContrast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextPairs: Story = {};
export const Graphics: Story = { args: { kind: 'graphic' } };
