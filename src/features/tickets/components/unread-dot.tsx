import styled from 'styled-components';

/** The unread marker: a dot with its words for screen readers (and a tooltip). */
export function UnreadDot({ label }: { label: string }) {
  return (
    <Dot title={label}>
      <span>{label}</span>
    </Dot>
  );
}

const Dot = styled.span`
  display: inline-block;
  flex-shrink: 0;
  width: 0.65rem;
  height: 0.65rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.status.danger};
  & > span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
