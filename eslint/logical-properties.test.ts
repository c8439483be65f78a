import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Right-to-left pages mirror (issue 31), proved with the real configuration: CSS in the web app's
 * styled-components templates and style objects says inline-start/end, not left/right.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(code: string, filePath = 'src/ui/probe.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'local/logical-properties').map((m) => m.message);
}

const styled = (css: string) => `import styled from 'styled-components';\nexport const Box = styled.div\`\n${css}\n\`;\n`;

describe('logical CSS properties', () => {
  it.each([
    ['margin-left', styled('  margin-left: 0;'), 'margin-inline-start'],
    ['padding-right with an interpolation', styled('  padding-right: ${({ theme }) => theme.space.xl};'), 'padding-inline-end'],
    ['border-left', styled('  border-left: 4px solid;'), 'border-inline-start'],
    ['border-right-color', styled('  border-right-color: transparent;'), 'border-inline-end-color'],
    ['left', styled('  position: absolute;\n  left: ${({ theme }) => theme.space.sm};'), 'inset-inline-start'],
    ['right inside a nested rule', styled('  & > svg { position: absolute; right: 0; }'), 'inset-inline-end'],
    ['a bottom-right radius', styled('  border-bottom-right-radius: 2px;'), 'border-end-end-radius'],
    ['text-align: left', styled('  th, td { text-align: left; }'), 'text-align: start'],
    ['text-align: right', styled('  [data-numeric] { text-align: right; }'), 'text-align: end'],
    ['float: left', styled('  legend { float: left; width: 100%; }'), 'float: inline-start'],
    ['a four-value margin with different sides', styled('  margin: 0 0.5em 0 0;'), 'margin-block and margin-inline'],
    [
      'a four-value padding of interpolations',
      styled('  padding: 0 ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};'),
      'padding-block and padding-inline',
    ],
    ['a physical inset', styled('  inset: 0 auto 0 0;'), 'inset-block and inset-inline'],
    ['a border-radius with one side rounded', styled('  border-radius: 4px 0 0 4px;'), 'border-start-start-radius'],
    ['css``', "import { css } from 'styled-components';\nexport const s = css`padding-left: 0;`;\n", 'padding-inline-start'],
    [
      'styled(Component)``',
      "import styled from 'styled-components';\nimport { Link } from 'react-router';\nexport const A = styled(Link)`margin-right: 0;`;\n",
      'margin-inline-end',
    ],
    [
      'keyframes``',
      "import { keyframes } from 'styled-components';\nexport const k = keyframes`from { opacity: 0; } to { left: 1em; }`;\n",
      'inset-inline-start',
    ],
    ['a string inside an interpolation', styled("  ${({ $v }: { $v: boolean }) => ($v ? 'text-align: left; font-weight: 600;' : '')}"), 'text-align: start'],
    ['a style object key', 'export const A = () => <div style={{ marginLeft: 4 }} />;\n', 'marginInlineStart'],
    ['a style object left', 'export const A = () => <div style={{ position: "absolute", left: 0 }} />;\n', 'insetInlineStart'],
    ['a style object textAlign', "export const A = () => <p style={{ textAlign: 'right' }} />;\n", "textAlign: 'end'"],
    ['an object style', "import styled from 'styled-components';\nexport const B = styled.div({ paddingRight: 0 });\n", 'paddingInlineEnd'],
    ['a story', 'export const A = () => <div style={{ paddingLeft: 4 }} />;\n', 'paddingInlineStart', 'src/ui/probe.stories.tsx'],
  ])('refuses %s, naming the logical form', async (_case, code, logical, filePath?: string) => {
    const found = await problems(code, filePath);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(logical);
  });

  it('points at the line and column of the physical property in a template', async () => {
    const code = styled('  display: block;\n  padding: ${({ theme }) => theme.space.sm};\n  ${({ theme }) => theme.media.lg} { padding-left: 0; }');
    const [result] = await eslint.lintText(code, { filePath: 'src/ui/probe.tsx' });
    const found = result!.messages.filter((m) => m.ruleId === 'local/logical-properties');
    expect(found.map((m) => [m.line, m.column])).toEqual([[5, 38]]);
  });

  it.each([
    [
      'logical properties',
      styled(
        '  margin-inline-start: 0;\n  padding-inline-end: 1em;\n  inset-inline: 0 auto;\n  border-end-end-radius: 2px;\n  text-align: start;\n' +
          '  float: inline-start;',
      ),
    ],
    ['symmetric shorthands', styled('  margin: 0 auto;\n  padding: 0 1em 0 1em;\n  inset: 0;\n  border-radius: 4px;\n  border-radius: 2px 2px;')],
    ['a repeated interpolation on both sides', styled('  padding: 0 ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.sm};')],
    ['text-align: center', styled('  text-align: center;')],
    ['pseudo-classes and selectors', styled('  &:hover { color: red; }\n  th:first-child { min-width: 1em; }\n  &:dir(rtl) { transform: scaleX(-1); }')],
    ['an untagged template (not CSS)', 'export const s = `left: ${1}`;\n'],
    ['a plain object (not a style)', "export const o = { left: 1, right: 2, textAlign: 'left' };\n"],
    ['attrs props', "import styled from 'styled-components';\nexport const B = styled.input.attrs({ type: 'text' })`margin: 0;`;\n"],
    ['a test', 'export const A = () => <div style={{ marginLeft: 4 }} />;\n', 'src/ui/probe.test.tsx'],
    ['code outside src/', 'export const A = () => <div style={{ marginLeft: 4 }} />;\n', 'scripts/probe.tsx'],
  ])('allows %s', async (_case, code, filePath?: string) => {
    expect(await problems(code, filePath)).toEqual([]);
  });
});
