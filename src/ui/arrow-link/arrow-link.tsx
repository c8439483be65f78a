import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ArrowLeftIcon, ArrowRightIcon } from '../icon';

interface ArrowLinkProps {
  to: string;
  children: ReactNode;
  /** 'forward' puts an arrow after the text (View All); 'back' before it (Back to …). Default 'forward'. */
  direction?: 'forward' | 'back';
  /** An accessible name when the text alone is ambiguous ('View all: Recent Results'). */
  'aria-label'?: string;
}

/** A text link with an arrow, at least a control's height to tap: View All, Back to … */
export function ArrowLink({ to, children, direction = 'forward', 'aria-label': label }: ArrowLinkProps) {
  return (
    <Anchor to={to} aria-label={label}>
      {direction === 'back' ? <ArrowLeftIcon size={18} /> : null}
      {children}
      {direction === 'forward' ? <ArrowRightIcon size={18} /> : null}
    </Anchor>
  );
}

const Anchor = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.layout.control};
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
