import type { ReactNode } from 'react';
import styled from 'styled-components';

interface CardTitleProps {
  /** The heading's id, which names the card (aria-labelledby). */
  id: string;
  /** An icon shown in a tinted square before the heading (hidden from assistive technology). */
  icon: ReactNode;
  /** The heading level where the card stands in its page. Default 3. */
  level?: 2 | 3;
  children: ReactNode;
}

/** A card's title row: an icon in a tinted square, then the heading, which wraps rather than overflows. */
export function CardTitle({ id, icon, level = 3, children }: CardTitleProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Row>
      <Badge aria-hidden="true">{icon}</Badge>
      <Heading id={id}>{children}</Heading>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  h2, h3 {
    min-width: 0;
    padding-top: ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
`;

const Badge = styled.span`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand.subtle};
  color: ${({ theme }) => theme.color.brand.onSubtle};
`;
