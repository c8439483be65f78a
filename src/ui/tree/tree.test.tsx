import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWeb } from '../../../tests/support/render-web';
import { Tree, type TreeNode } from './tree';

const nodes: TreeNode[] = [
  {
    id: 'medicine',
    label: 'Medicine',
    children: [
      {
        id: 'cardio',
        label: 'Cardiology',
        meta: '12 questions',
        children: [
          { id: 'hf', label: 'Heart failure' },
          { id: 'af', label: 'Arrhythmias' },
        ],
      },
      { id: 'neuro', label: 'Neurology', children: [{ id: 'stroke', label: 'Stroke' }] },
    ],
  },
  { id: 'law', label: 'Law' },
];

/** The treeitem whose own row reads `label` (a parent's name from content also holds its subtree's text). */
const item = (label: string) => screen.getByText(label).closest<HTMLElement>('[role="treeitem"]')!;
const names = () => screen.getAllByRole('treeitem').map((el) => el.firstElementChild!.textContent);
const focused = () => document.activeElement;
const press = (key: string) => fireEvent.keyDown(focused()!, { key });

describe('Tree', () => {
  it('is a named tree of treeitems and groups, every parent open at first, each row its label and meta', () => {
    renderWeb(<Tree nodes={nodes} aria-label="Course" />);
    const tree = screen.getByRole('tree', { name: 'Course' });
    expect(names()).toEqual(['Medicine', 'Cardiology12 questions', 'Heart failure', 'Arrhythmias', 'Neurology', 'Stroke', 'Law']);
    expect(item('Medicine').getAttribute('aria-expanded')).toBe('true');
    expect(item('Cardiology').getAttribute('aria-level')).toBe('2');
    expect(item('Law').hasAttribute('aria-expanded')).toBe(false);
    expect(within(item('Medicine')).getAllByRole('group')).toHaveLength(3);
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .filter((el) => el.tabIndex === 0),
    ).toEqual([item('Medicine')]);
  });

  it('is one tab stop; Up and Down move between shown nodes, Home and End to the ends, and the tab stop follows', async () => {
    renderWeb(
      <>
        <Tree nodes={nodes} aria-label="Course" />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(focused()).toBe(item('Medicine'));
    await userEvent.tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'After' }));
    await userEvent.tab({ shift: true });
    expect(focused()).toBe(item('Medicine'));

    press('ArrowDown');
    expect(focused()).toBe(item('Cardiology'));
    press('ArrowDown');
    expect(focused()).toBe(item('Heart failure'));
    press('ArrowUp');
    expect(focused()).toBe(item('Cardiology'));
    expect(item('Cardiology').tabIndex).toBe(0);
    expect(item('Medicine').tabIndex).toBe(-1);
    press('End');
    expect(focused()).toBe(item('Law'));
    press('ArrowDown');
    expect(focused()).toBe(item('Law'));
    press('Home');
    expect(focused()).toBe(item('Medicine'));
    press('ArrowUp');
    expect(focused()).toBe(item('Medicine'));
  });

  it('Left closes an open node, then moves to the parent; Right opens a closed node, then moves to its first child', () => {
    renderWeb(<Tree nodes={nodes} aria-label="Course" />);
    item('Medicine').focus();
    press('ArrowDown');
    press('ArrowLeft');
    const cardio = item('Cardiology');
    expect(cardio.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Heart failure')).toBeNull();
    expect(focused()).toBe(cardio);
    press('ArrowDown');
    expect(focused()).toBe(item('Neurology'));
    press('ArrowUp');
    press('ArrowLeft');
    expect(focused()).toBe(item('Medicine'));
    expect(item('Medicine').getAttribute('aria-expanded')).toBe('true');

    press('ArrowDown');
    press('ArrowRight');
    expect(cardio.getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(cardio);
    press('ArrowRight');
    expect(focused()).toBe(item('Heart failure'));
    press('ArrowRight');
    expect(focused()).toBe(item('Heart failure'));
    press('ArrowLeft');
    expect(focused()).toBe(cardio);
  });

  it('in a right-to-left page the arrows swap: Right closes then moves to the parent, Left opens then moves to the first child', () => {
    renderWeb(
      <div dir="rtl">
        <Tree nodes={nodes} aria-label="Course" />
      </div>,
    );
    item('Medicine').focus();
    press('ArrowDown');
    const cardio = item('Cardiology');
    press('ArrowRight');
    expect(cardio.getAttribute('aria-expanded')).toBe('false');
    press('ArrowRight');
    expect(focused()).toBe(item('Medicine'));
    press('ArrowDown');
    press('ArrowLeft');
    expect(cardio.getAttribute('aria-expanded')).toBe('true');
    press('ArrowLeft');
    expect(focused()).toBe(item('Heart failure'));
  });

  it('Enter and Space open and close; a click on a row does too and focuses it', async () => {
    renderWeb(<Tree nodes={nodes} aria-label="Course" />);
    item('Medicine').focus();
    press('Enter');
    expect(item('Medicine').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('treeitem')).toHaveLength(2);
    press(' ');
    expect(item('Medicine').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('treeitem')).toHaveLength(7);

    await userEvent.click(screen.getByText('Neurology'));
    expect(item('Neurology').getAttribute('aria-expanded')).toBe('false');
    expect(focused()).toBe(item('Neurology'));
    expect(item('Neurology').tabIndex).toBe(0);
    await userEvent.click(screen.getByText('Law'));
    expect(focused()).toBe(item('Law'));
  });

  it('can start closed', () => {
    renderWeb(<Tree nodes={nodes} aria-label="Course" defaultExpanded={false} />);
    expect(screen.getAllByRole('treeitem').map((el) => el.getAttribute('aria-expanded'))).toEqual(['false', null]);
    item('Medicine').focus();
    press('ArrowRight');
    expect(screen.getAllByRole('treeitem')).toHaveLength(4);
    expect(item('Cardiology').getAttribute('aria-expanded')).toBe('false');
  });
});
