import { useLanguage } from '../../../i18n/use-language';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDate } from '../../../tenant/intl-format';
import { Skeleton } from '../../../ui/skeleton';
import type { TicketListItem } from '../api/ticket-types';
import { useTicketsText } from '../use-tickets-text';
import { StatusBadge } from './status-badge';
import { UnreadDot } from './unread-dot';

/** The spec's skeleton rows while My Tickets loads. */
const SKELETON_ROWS = 3;

interface TicketRowsProps {
  tickets: TicketListItem[] | undefined;
  loading: boolean;
  /** Where a row leads. Default the learner's chat. */
  linkTo?: (ticket: TicketListItem) => string;
  /** Show who raised each ticket (the staff inbox). Default false. */
  showLearner?: boolean;
}

/** A list of tickets as rows: subject, topic, date and the outcome (In Progress, Issue Resolved, Issue Not Resolved). */
export function TicketRows({ tickets, loading, linkTo = (ticket) => `/menu/tickets/chat/${ticket._id}`, showLearner = false }: TicketRowsProps) {
  const t = useTicketsText();
  const locale = useLanguage();
  if (loading) {
    return (
      <List aria-busy="true" aria-label={t('manage.loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <li key={i}>
            <Skeleton height="4.5rem" radius="md" />
          </li>
        ))}
      </List>
    );
  }
  if (!tickets?.length) return <Empty>{t('sent.empty')}</Empty>;
  return (
    <List>
      {tickets.map((ticket) => (
        <li key={ticket._id}>
          <Row to={linkTo(ticket)} $unread={ticket.unread}>
            <Main>
              <Subject>
                {ticket.unread ? <UnreadDot label={t('sent.unread')} /> : null}
                <span dir="auto">{ticket.subject}</span>
              </Subject>
              <Meta>
                {ticket.topic.topic_name}
                {showLearner ? ` · ${ticket.user.first_name} ${ticket.user.last_name}` : null}
                {' · '}
                <time dateTime={ticket.createdAt}>{t('manage.raisedOn', { date: formatDate(ticket.createdAt, 'short', locale) })}</time>
              </Meta>
            </Main>
            <StatusBadge status={ticket.status} wording="outcome" />
          </Row>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(Link)<{ $unread: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.control};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-inline-start: 4px solid ${({ theme, $unread }) => ($unread ? theme.color.status.danger : theme.color.brand.primary)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.brand.subtle}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.border.focus}; outline-offset: 2px; }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  flex: 1 1 16rem;
`;

const Subject = styled.strong`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.muted};
  text-align: center;
`;
