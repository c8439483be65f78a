import type { ReactNode } from 'react';
import styled from 'styled-components';

interface PanelProps {
  /** The heading's id: the panel is a region named by its heading. */
  id: string;
  heading: string;
  /** A link or button at the heading's end (View All, + Create Ticket). Default none. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled surface panel of the members area: a region named by its heading, with an optional action. */
export function Panel({ id, heading, action, children }: PanelProps) {
  return (
    <Region aria-labelledby={id}>
      <Head>
        <h2 id={id}>{heading}</h2>
        {action}
      </Head>
      {children}
    </Region>
  );
}

const Region = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
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
