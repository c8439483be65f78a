import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import tenants from 'virtual:tenant-themes';
import { baseTokens, type TokenLeaf } from '../../shared/theme/base-tokens';
import { cssVariableName } from '../../shared/theme/css-variable-name';
import { isTokenLeaf } from '../../shared/theme/token-tree';
import { useTenant } from '../tenant/tenant-context';
import { themeValues } from '../tenant/tenant-manifest';
import { Table, tokenValue } from './token-docs';

type Row = { path: string; leaf: TokenLeaf };

function rowsOf(node: object, prefix = ''): Row[] {
  return Object.entries(node).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isTokenLeaf(child) ? [{ path, leaf: child }] : rowsOf(child as object, path);
  });
}

/** What a token looks like: the thing it styles, drawn with the token's CSS variable. */
function Preview({ path }: { path: string }) {
  const v = `var(${cssVariableName(path)})`;
  if (path.startsWith('color.')) return <Swatch data-token={path} style={{ background: v }} />;
  if (path.startsWith('font.family.')) return <span style={{ fontFamily: v }}>Practice makes permanent</span>;
  if (path.startsWith('font.size.')) return <span style={{ fontSize: v, lineHeight: 1.1 }}>Aa</span>;
  if (path.startsWith('font.weight.')) return <span style={{ fontWeight: v }}>Question 14 of 40</span>;
  if (path.startsWith('font.lineHeight.')) return <Lines style={{ lineHeight: v }}>Two lines of text show the space between them.</Lines>;
  if (path.startsWith('radius.')) return <Box style={{ borderRadius: v }} />;
  if (path.startsWith('shadow.')) return <Box style={{ boxShadow: v, borderColor: 'transparent' }} />;
  if (path.startsWith('space.') || path.startsWith('layout.')) return <Bar style={{ inlineSize: v }} />;
  return null;
}

/** Every token of a group: its CSS variable, what it looks like and its value in the selected tenant's theme, and its role. */
function DesignTokens({ group }: { group: keyof typeof baseTokens }) {
  const theme = themeValues(useTenant());
  const rows = rowsOf(baseTokens[group], group);
  return (
    <Table>
      <caption>{`Tokens: ${group}`}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">In this theme</th>
          <th scope="col">Role</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ path, leaf }) => (
          <tr key={path}>
            <td>
              <code>{cssVariableName(path)}</code>
            </td>
            <td>
              <Value>
                <Preview path={path} />
                <code>{tokenValue(theme, path)}</code>
              </Value>
            </td>
            <td>{leaf.description}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Value = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xxs};
  max-inline-size: 24rem;
`;

const Swatch = styled.span`
  display: inline-block;
  inline-size: 3rem;
  block-size: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
`;

const Box = styled.span`
  display: inline-block;
  inline-size: 4rem;
  block-size: 2.5rem;
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
`;

const Bar = styled.span`
  display: inline-block;
  block-size: 0.75rem;
  max-inline-size: 100%;
  background: ${({ theme }) => theme.color.brand.primary};
`;

const Lines = styled.span`
  display: block;
  max-inline-size: 12rem;
`;

const meta = {
  title: 'Foundations/Design tokens',
  component: DesignTokens,
  parameters: { layout: 'padded' },
  args: { group: 'color' },
} satisfies Meta<typeof DesignTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The swatches show the selected tenant's own colours, read from its manifest. Pairs and their contrast: Foundations/Colour contrast. */
export const Colours: Story = {
  play: async ({ canvasElement, globals }) => {
    // Under `npm test` each tenant has its own project: prove the story really runs as that tenant.
    if (typeof __STORY_TENANT__ === 'string') await expect(globals.tenant).toBe(__STORY_TENANT__);
    const tenant = tenants.find((t) => t.slug === globals.tenant) ?? tenants[0]!;
    const swatch = within(canvasElement).getAllByRole('row')[1]!.querySelector('[data-token="color.brand.primary"]')!;
    const expected = (tenant.manifest.theme as { color: { brand: { primary: string } } }).color.brand.primary;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(expected.slice(i, i + 2), 16));
    await expect(getComputedStyle(swatch).backgroundColor).toBe(`rgb(${r}, ${g}, ${b})`);
    await expect(within(canvasElement).getAllByText(expected).length).toBeGreaterThan(0);
  },
};

/** Font families, the type scale (sizes), weights and line heights. */
export const Typography: Story = { args: { group: 'font' } };
export const Spacing: Story = { args: { group: 'space' } };
export const Layout: Story = { args: { group: 'layout' } };
export const Radius: Story = { args: { group: 'radius' } };
export const Shadow: Story = { args: { group: 'shadow' } };
export const Motion: Story = { args: { group: 'motion' } };
