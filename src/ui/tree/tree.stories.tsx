import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inlineKeys } from '../../../.storybook/story-helpers';
import { Tree, type TreeNode } from './tree';

const nodes: TreeNode[] = [
  {
    id: 'medicine',
    label: 'Medicine',
    children: [
      {
        id: 'alpha',
        label: 'Alpha Academy',
        children: [
          {
            id: 'cardio',
            label: 'Cardiology',
            meta: 'No. Questions: 24',
            children: [
              { id: 'hf', label: 'Heart failure', meta: 'No. Questions: 14' },
              { id: 'af', label: 'Arrhythmias', meta: 'No. Questions: 10' },
            ],
          },
          {
            id: 'neuro',
            label: 'Neurology and neurosurgery of the central nervous system',
            meta: 'No. Questions: 9',
            children: [{ id: 'stroke', label: 'Stroke', meta: 'No. Questions: 9' }],
          },
          { id: 'empty', label: 'Dermatology', meta: 'No. Questions: 0' },
        ],
      },
    ],
  },
];

/** The treeitem whose own row reads `label` (a parent's name from content also holds its subtree's text). */
const item = (canvas: HTMLElement, label: string) => within(canvas).getByText(label).closest<HTMLElement>('[role="treeitem"]')!;

const meta = {
  title: 'UI/Tree',
  component: Tree,
  args: { nodes, 'aria-label': 'Course summary' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every node open at first; the arrow keys move, close and open, as the WAI-ARIA tree pattern says. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('tree', { name: 'Course summary' });
    await expect(within(tree).getAllByRole('treeitem')).toHaveLength(8);
    await expect(item(canvasElement, 'Cardiology')).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('No. Questions: 14')).toBeVisible();
    // A leaf is named by its content: the label, then its badge.
    await expect(canvas.getByRole('treeitem', { name: 'Heart failure No. Questions: 14' })).toHaveAttribute('aria-level', '4');

    await userEvent.tab();
    await expect(item(canvasElement, 'Medicine')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const cardio = item(canvasElement, 'Cardiology');
    await expect(cardio).toHaveFocus();
    const { forward, back } = inlineKeys();
    await userEvent.keyboard(back);
    await expect(cardio).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Heart failure')).toBeNull();
    await userEvent.keyboard(forward + forward);
    await expect(item(canvasElement, 'Heart failure')).toHaveFocus();
    await userEvent.keyboard(back);
    await expect(cardio).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item(canvasElement, 'Dermatology')).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}');
    await expect(item(canvasElement, 'Medicine')).toHaveAttribute('aria-expanded', 'false');
    await expect(within(tree).getAllByRole('treeitem')).toHaveLength(1);
    await userEvent.keyboard(' ');
    await expect(within(tree).getAllByRole('treeitem')).toHaveLength(8);
  },
};

/** Closed at first: a click on a row opens it. */
export const Collapsed: Story = {
  args: { defaultExpanded: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('treeitem')).toHaveLength(1);
    await userEvent.click(canvas.getByText('Medicine'));
    await expect(item(canvasElement, 'Medicine')).toHaveAttribute('aria-expanded', 'true');
    await expect(item(canvasElement, 'Alpha Academy')).toBeVisible();
  },
};

/** A phone's width: long names wrap, badges stay whole, nothing scrolls sideways. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 358 }}>
      <Tree {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Neurology and neurosurgery of the central nervous system')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
