import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Centres content at the layout's max width with side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} { padding: 0 ${({ theme }) => theme.space.lg}; }
`;

interface SectionProps {
  /** Used for the heading's id, so the section is labelled and linkable. */
  id: string;
  heading: ReactNode;
  /** A lead sentence under the heading. */
  subheading?: ReactNode;
  /** Background tone. Default 'page'. */
  tone?: 'page' | 'alt';
  children: ReactNode;
}

/** A page band with a centred heading, labelled for assistive technology. */
export function Section({ id, heading, subheading, tone = 'page', children }: SectionProps) {
  return (
    <Band id={id} aria-labelledby={`${id}-heading`} $tone={tone}>
      <Container>
        <Header>
          <Heading id={`${id}-heading`}>{heading}</Heading>
          {subheading ? <Lead>{subheading}</Lead> : null}
        </Header>
        {children}
      </Container>
    </Band>
  );
}

const Band = styled.section<{ $tone: 'page' | 'alt' }>`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme, $tone }) => ($tone === 'alt' ? theme.color.bg.surfaceAlt : theme.color.bg.page)};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
`;

const Header = styled.div`
  max-width: 46rem;
  margin: 0 auto ${({ theme }) => theme.space.xl};
  text-align: center;
`;

export const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  ${({ theme }) => theme.media.md} { font-size: ${({ theme }) => theme.font.size.xxl}; }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
