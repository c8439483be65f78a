import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import tenants from 'virtual:tenant-themes';
import { baseTokens, type TokenLeaf } from '../../shared/theme/base-tokens';
import { cssVariableName } from '../../shared/theme/css-variable-name';
import { isTokenLeaf } from '../../shared/theme/token-tree';

type Row = { path: string; leaf: TokenLeaf };

function rowsOf(node: object, prefix = ''): Row[] {
  return Object.entries(node).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isTokenLeaf(child) ? [{ path, leaf: child }] : rowsOf(child as object, path);
  });
}

/** Every design token: its CSS variable, its role, and its value in the selected tenant's theme. */
function DesignTokens({ group }: { group: keyof typeof baseTokens }) {
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
            <td>{group === 'color' ? <Swatch data-token={path} style={{ background: `var(${cssVariableName(path)})` }} /> : <code>{`var(${cssVariableName(path)})`}</code>}</td>
            <td>{leaf.description}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption { text-align: left; font-weight: ${({ theme }) => theme.font.weight.bold}; padding: ${({ theme }) => theme.space.xs} 0; }
  th, td { text-align: left; padding: ${({ theme }) => theme.space.xs}; border-bottom: 1px solid ${({ theme }) => theme.color.border.default}; }
`;

const Swatch = styled.span`
  display: inline-block;
  width: 3rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
`;

const meta = {
  title: 'Foundations/Design tokens',
  component: DesignTokens,
  parameters: { layout: 'padded' },
  args: { group: 'color' },
} satisfies Meta<typeof DesignTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The swatches show the selected tenant's own colours, read from its manifest. */
export const Colours: Story = {
  play: async ({ canvasElement, globals }) => {
    // Under `npm test` each tenant has its own project: prove the story really runs as that tenant.
    if (typeof __STORY_TENANT__ === 'string') await expect(globals.tenant).toBe(__STORY_TENANT__);
    const tenant = tenants.find((t) => t.slug === globals.tenant) ?? tenants[0]!;
    const swatch = within(canvasElement).getAllByRole('row')[1]!.querySelector('[data-token="color.brand.primary"]')!;
    const expected = (tenant.manifest.theme as { color: { brand: { primary: string } } }).color.brand.primary;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(expected.slice(i, i + 2), 16));
    await expect(getComputedStyle(swatch).backgroundColor).toBe(`rgb(${r}, ${g}, ${b})`);
  },
};

export const Typography: Story = { args: { group: 'font' } };
export const Spacing: Story = { args: { group: 'space' } };
export const Layout: Story = { args: { group: 'layout' } };
export const Radius: Story = { args: { group: 'radius' } };
