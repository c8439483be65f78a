import type { ReactNode } from 'react';
import styled from 'styled-components';

/** One titled part of the Membership screen, labelled by its heading. */
export function MembershipSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  /* One column that may shrink below its content, so a wide table scrolls inside, not the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  min-width: 0;
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; }
`;
