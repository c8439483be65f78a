import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ArrowRightIcon } from '../../../ui/icon';

interface InsightPanelProps {
  id: string;
  heading: string;
  /** A View All link: where it goes and its text, with an accessible name naming the panel. */
  viewAll?: { to: string; text: string; label: string };
  children: ReactNode;
}

/** A titled panel of the insight screens, with an optional View All link at its heading's end. */
export function InsightPanel({ id, heading, viewAll, children }: InsightPanelProps) {
  return (
    <Panel aria-labelledby={id}>
      <Head>
        <h2 id={id}>{heading}</h2>
        {viewAll ? (
          <ViewAll to={viewAll.to} aria-label={viewAll.label}>
            {viewAll.text}
            <ArrowRightIcon size={18} />
          </ViewAll>
        ) : null}
      </Head>
      {children}
    </Panel>
  );
}

const Panel = styled.section`
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

const ViewAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.layout.control};
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
