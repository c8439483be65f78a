import styled from 'styled-components';
import { Skeleton } from '../../../ui/skeleton';
import type { TicketListItem } from '../api/ticket-types';
import { useTicketsText } from '../use-tickets-text';
import { TicketCard } from './ticket-card';

/** The spec's limit of cards on the Tickets page. */
export const CARDS_SHOWN = 4;

interface TicketCardsProps {
  tickets: TicketListItem[] | undefined;
  loading: boolean;
}

/** Tickets Sent: the newest 4 tickets as cards, 4 skeleton cards while loading, or 'No ticket found!'. */
export function TicketCards({ tickets, loading }: TicketCardsProps) {
  const t = useTicketsText();
  if (loading) {
    return (
      <Grid aria-busy="true" aria-label={t('sent.loading')}>
        {Array.from({ length: CARDS_SHOWN }, (_, i) => (
          <li key={i}>
            <Skeleton height="11rem" radius="md" />
          </li>
        ))}
      </Grid>
    );
  }
  if (!tickets?.length) return <Empty>{t('sent.empty')}</Empty>;
  return (
    <Grid>
      {tickets.slice(0, CARDS_SHOWN).map((ticket, index) => (
        <li key={ticket._id}>
          <TicketCard ticket={ticket} index={index} />
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.xl} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  & > li { display: grid; }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.muted};
  text-align: center;
`;
