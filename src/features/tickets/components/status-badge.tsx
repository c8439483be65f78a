import styled, { css } from 'styled-components';
import { CheckCircleIcon, ClockIcon, MessageIcon } from '../../../ui/icon';
import type { TicketStatus } from '../api/ticket-types';
import { useTicketsText } from '../use-tickets-text';

const ICONS = { Open: MessageIcon, Pending: ClockIcon, Closed: CheckCircleIcon } as const;

interface StatusBadgeProps {
  status: TicketStatus;
  /** 'word': the raw status (cards, the chat header); 'outcome': the list's In Progress, Issue Resolved, Issue Not Resolved. Default 'word'. */
  wording?: 'word' | 'outcome';
}

/** A ticket's status with its own icon and colour; the word is always shown, never the colour alone. */
export function StatusBadge({ status, wording = 'word' }: StatusBadgeProps) {
  const t = useTicketsText();
  const Icon = ICONS[status];
  return (
    <Badge $status={status}>
      <Icon size={16} />
      {t(wording === 'word' ? `status.${status}` : `listStatus.${status}`)}
    </Badge>
  );
}

const tones = {
  Open: css`
    color: ${({ theme }) => theme.color.status.info};
    border-color: currentColor;
  `,
  Pending: css`
    color: ${({ theme }) => theme.color.status.warning};
    border-color: currentColor;
  `,
  Closed: css`
    color: ${({ theme }) => theme.color.status.success};
    border-color: currentColor;
  `,
};

const Badge = styled.span<{ $status: TicketStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  ${({ $status }) => tones[$status]}
`;
