import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../icon';
import { isRtl } from '../../lib/is-rtl';

const FLIPPED: Partial<Record<string, string>> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

export interface TreeNode {
  /** Unique within the tree; keys the node's open state and focus. Required. */
  id: string;
  /** The node's text. Required. */
  label: string;
  /** A short text shown as a badge after the label (a count), read as part of the node's name. Default none. */
  meta?: string;
  /** The node's children; a node with none is a leaf. Default none. */
  children?: readonly TreeNode[];
}

interface TreeProps {
  nodes: readonly TreeNode[];
  /** The tree's accessible name. Give this or `aria-labelledby`. */
  'aria-label'?: string;
  /** The id of the element that names the tree (its heading). */
  'aria-labelledby'?: string;
  /** Every parent node starts open (true) or closed (false). Default true. */
  defaultExpanded?: boolean;
  /** Class name, for layout by the parent. Default none. */
  className?: string;
}

/** A node as it is shown: its place among the visible nodes. */
interface Visible {
  node: TreeNode;
  parent: string | null;
  level: number;
}

const hasChildren = (node: TreeNode) => (node.children?.length ?? 0) > 0;

/** The nodes a user can reach, in reading order: every node whose ancestors are all open. */
function visibleNodes(nodes: readonly TreeNode[], isOpen: (id: string) => boolean, parent: string | null = null, level = 1): Visible[] {
  return nodes.flatMap((node) => [
    { node, parent, level },
    ...(hasChildren(node) && isOpen(node.id) ? visibleNodes(node.children!, isOpen, node.id, level + 1) : []),
  ]);
}

/**
 * A collapsible tree (WAI-ARIA tree view pattern): one tab stop (roving tabindex), Up and Down
 * move between the nodes shown, Right opens a node or moves to its first child, Left closes it or
 * moves to its parent, Home and End go to the first and last node, Enter and Space open or close.
 * A click on a node's row does the same as Enter. A node is named by its content, as in the
 * APG examples (an aria-label would hide the visible text of its subtree: WCAG 2.5.3).
 */
export function Tree({ nodes, 'aria-label': label, 'aria-labelledby': labelledBy, defaultExpanded = true, className }: TreeProps) {
  // The nodes the user opened or closed, away from the default (so nodes that arrive later start as the default says).
  const [toggled, setToggled] = useState<ReadonlySet<string>>(() => new Set());
  const [active, setActive] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  const isOpen = useCallback((id: string) => defaultExpanded !== toggled.has(id), [defaultExpanded, toggled]);
  const visible = useMemo(() => visibleNodes(nodes, isOpen), [nodes, isOpen]);
  // The tab stop: the node last focused while it is shown, otherwise the first node.
  const tabStop = visible.some((v) => v.node.id === active) ? active : (visible[0]?.node.id ?? null);

  const focus = useCallback((id: string | undefined) => {
    if (id === undefined) return;
    setActive(id);
    items.current.get(id)?.focus();
  }, []);

  /** Opens (true), closes (false) or flips (undefined) a node. */
  const toggle = useCallback(
    (id: string, open?: boolean) => {
      setToggled((current) => {
        const isOpenNow = defaultExpanded !== current.has(id);
        if (open === isOpenNow) return current;
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    [defaultExpanded],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = visible.findIndex((v) => v.node.id === tabStop);
    const here = visible[index];
    if (!here) return;
    const { node, parent } = here;
    const open = isOpen(node.id);
    // → opens and ← closes in ltr; in rtl the line runs the other way, and so do they.
    const key = isRtl(event.currentTarget) ? (FLIPPED[event.key] ?? event.key) : event.key;
    switch (key) {
      case 'ArrowDown':
        focus(visible[index + 1]?.node.id);
        break;
      case 'ArrowUp':
        focus(visible[index - 1]?.node.id);
        break;
      case 'Home':
        focus(visible[0]?.node.id);
        break;
      case 'End':
        focus(visible[visible.length - 1]?.node.id);
        break;
      case 'ArrowRight':
        if (!hasChildren(node)) break;
        if (open) focus(node.children![0]!.id);
        else toggle(node.id, true);
        break;
      case 'ArrowLeft':
        if (hasChildren(node) && open) toggle(node.id, false);
        else if (parent !== null) focus(parent);
        break;
      case 'Enter':
      case ' ':
        if (hasChildren(node)) toggle(node.id);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const renderNodes = (list: readonly TreeNode[], level: number): ReactNode =>
    list.map((node, i) => {
      const parent = hasChildren(node);
      const open = parent && isOpen(node.id);
      return (
        <li
          key={node.id}
          ref={(el) => {
            if (el) items.current.set(node.id, el);
            else items.current.delete(node.id);
          }}
          role="treeitem"
          aria-expanded={parent ? open : undefined}
          aria-level={level}
          aria-setsize={list.length}
          aria-posinset={i + 1}
          tabIndex={node.id === tabStop ? 0 : -1}
          onFocus={(event) => event.target === event.currentTarget && setActive(node.id)}
        >
          <Row
            $level={level}
            onClick={() => {
              focus(node.id);
              if (parent) toggle(node.id);
            }}
          >
            <Twisty aria-hidden="true" $open={open} $leaf={!parent}>
              {parent ? <ChevronDownIcon size={18} /> : null}
            </Twisty>
            <Content>
              <Label>{node.label}</Label>
              {node.meta ? <Badge>{node.meta}</Badge> : null}
            </Content>
          </Row>
          {open ? <ul role="group">{renderNodes(node.children!, level + 1)}</ul> : null}
        </li>
      );
    });

  return (
    <Root role="tree" aria-label={label} aria-labelledby={labelledBy} className={className} onKeyDown={onKeyDown}>
      {renderNodes(nodes, 1)}
    </Root>
  );
}

const Root = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  ul { margin: 0; padding: 0; list-style: none; }
  [role='treeitem'] { outline: none; }
  /* The focus ring goes round the focused node's own row, not its open subtree. */
  [role='treeitem']:focus-visible > div {
    outline: 3px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -3px;
  }
`;

/**
 * The toggle in its own column and the text in another: a long label wraps under its own first
 * word, never under the toggle. Each level steps in by space.sm on a phone and space.md from the
 * sm breakpoint, capped at four steps so a deep tree still fits a phone.
 */
const Row = styled.div<{ $level: number }>`
  display: grid;
  grid-template-columns: 1.25rem minmax(0, 1fr);
  align-items: start;
  align-content: center;
  column-gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.control};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  padding-inline-start: calc(${({ theme }) => theme.space.sm} * ${({ $level }) => Math.min($level - 1, 4)} + ${({ theme }) => theme.space.xs});
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  user-select: none;
  &:hover { background: ${({ theme }) => theme.color.bg.surfaceAlt}; }
  ${({ theme }) => theme.media.sm} {
    padding-inline-start: calc(${({ theme }) => theme.space.md} * ${({ $level }) => Math.min($level - 1, 4)} + ${({ theme }) => theme.space.xs});
  }
`;

/**
 * The label and its count: the count sits at the row's end when both fit on one line (so the
 * counts line up down the tree), and on the next line under the label's own text when they do not.
 */
const Content = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  min-width: 0;
`;

const Twisty = styled.span<{ $open: boolean; $leaf: boolean }>`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: 1.25rem;
  /* As tall as the label's first line, so the chevron stays level with it when the label wraps. */
  height: 1lh;
  color: ${({ theme }) => theme.color.text.muted};
  visibility: ${({ $leaf }) => ($leaf ? 'hidden' : 'visible')};
  /* A closed branch's chevron points along the line: right in ltr, left in rtl. */
  transform: rotate(${({ $open }) => ($open ? '0deg' : '-90deg')});
  &:dir(rtl) { transform: rotate(${({ $open }) => ($open ? '0deg' : '90deg')}); }
  transition: transform ${({ theme }) => theme.motion.fast};
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const Badge = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand.subtle};
  color: ${({ theme }) => theme.color.brand.onSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.6;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Label = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text.default};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
