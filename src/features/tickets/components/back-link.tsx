import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ArrowLeftIcon } from '../../../ui/icon';

/** A "back to the list" link above a ticket. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Back to={to}>
      <ArrowLeftIcon size={18} />
      {children}
    </Back>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  justify-self: start;
  min-height: ${({ theme }) => theme.layout.control};
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
