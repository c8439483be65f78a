import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../ui/card';

/** One titled panel of My Account. */
export function AccountSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </Panel>
  );
}

const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  /* Fields side by side line up by their inputs even when only one has a hint. */
  align-items: end;
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr; }
  > .wide { grid-column: 1 / -1; }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  grid-column: 1 / -1;
`;
