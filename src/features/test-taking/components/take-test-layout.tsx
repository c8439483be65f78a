import styled, { css } from 'styled-components';
import { Card } from '../../../ui/card';

/** The take-test screen's frame: header, question card beside the palette (stacked on phones). */

/**
 * --sticky-top: how much of the screen's top the members' layout keeps covered by its own bar, stuck
 * there below lg (layout.headerHeight) and hidden from lg: the status bar sticks below it.
 */
export const Layout = styled.div`
  --sticky-top: ${({ theme }) => theme.layout.headerHeight};
  ${({ theme }) => theme.media.lg} { --sticky-top: 0px; }
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 72rem;
`;

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 1fr) 16rem; }
`;

/**
 * The column beside the question (under it on phones): the palette, and the calculator panel
 * docked above it when open. As tall as the question on wide screens, so the panel stays in view
 * (sticky) while the question scrolls.
 */
export const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  min-width: 0;
  ${({ theme }) => theme.media.lg} { align-self: stretch; }
`;

const panelLayout = css`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** A question-sized surface (a flat ui/Card), its contents in a grid: the review's sections. */
export const Panel = styled(Card).attrs({ as: 'section', $shadow: 'none' })`
  ${panelLayout}
`;

/** The take-test card: the same, resting on the page with the card's shadow. */
export const Main = styled(Card).attrs({ as: 'section' })`
  ${panelLayout}
`;

/** A row with a heading on one side and actions (or a status) on the other. */
export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

/**
 * The question's counter heading, which the screen scrolls to and focuses on moving to another
 * question: it stops below whatever is stuck at the top (the members' bar on phones, the
 * test's status bar; their heights in --sticky-top and --take-test-status-height).
 */
export const Counter = styled.h2`
  scroll-margin-top: calc(var(--sticky-top, 0px) + var(--take-test-status-height, 0px) + ${({ theme }) => theme.space.lg});
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.border.focus}; outline-offset: 2px; }
`;

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const QuestionSaved = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Nav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The keyboard hint's row: the hint and its Keyboard shortcuts button; not on a touch-only screen, like the hint. */
export const KeysRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  > p { flex: 1 1 16rem; margin: 0; }
  @media (hover: none) and (pointer: coarse) { display: none; }
`;

/** The keyboard shortcuts' hint: for keyboard and mouse users, not on a touch-only screen (a phone, a tablet). */
export const Keys = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  @media (hover: none) and (pointer: coarse) { display: none; }
`;
