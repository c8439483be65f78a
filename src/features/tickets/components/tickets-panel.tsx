import type { ReactNode } from 'react';
import styled from 'styled-components';

interface TicketsPanelProps {
  id: string;
  heading: string;
  /** A link or button at the heading's end. Default none. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled white panel of the tickets screens. */
export function TicketsPanel({ id, heading, action, children }: TicketsPanelProps) {
  return (
    <Panel aria-labelledby={id}>
      <Head>
        <h2 id={id}>{heading}</h2>
        {action}
      </Head>
      {children}
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.lg}; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; }
`;
