import styled from 'styled-components';

/** A small pill label: 'Monthly' on the subscription, 'Refunded' on a payment. */
export const Badge = styled.span<{ $tone?: 'brand' | 'warning' }>`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone = 'brand' }) => ($tone === 'brand' ? theme.color.brand.subtle : theme.color.status.warning)};
  color: ${({ theme, $tone = 'brand' }) => ($tone === 'brand' ? theme.color.brand.onSubtle : theme.color.status.onStatus)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.8;
  white-space: nowrap;
`;
