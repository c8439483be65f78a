import { useLanguage } from '../../../i18n/use-language';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDate } from '../../../tenant/intl-format';
import { Skeleton } from '../../../ui/skeleton';
import type { DashboardTicket } from '../api/insight-types';
import { useInsightsText } from '../use-insights-text';

interface RecentTicketsProps {
  tickets: DashboardTicket[] | undefined;
  loading: boolean;
}

/** The learner's newest tickets: subject (to the chat), topic, date and status. */
export function RecentTickets({ tickets, loading }: RecentTicketsProps) {
  const t = useInsightsText();
  const locale = useLanguage();
  if (loading) {
    return (
      <List as="div" role="status" aria-busy="true" aria-label={t('dashboard.tickets.loading')}>
        {[0, 1, 2].map((i) => (
          <Item as="div" key={i}>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
          </Item>
        ))}
      </List>
    );
  }
  if (!tickets) return null;
  if (tickets.length === 0) return <Empty>{t('dashboard.tickets.empty')}</Empty>;
  return (
    <List>
      {tickets.map((ticket) => (
        <Item key={ticket._id}>
          <Link to={`/menu/tickets/chat/${ticket._id}`}>{ticket.subject}</Link>
          <Meta>
            <span>{ticket.topic.topic_name}</span>
            <time dateTime={ticket.createdAt}>{t('dashboard.tickets.raised', { date: formatDate(ticket.createdAt, 'short', locale) })}</time>
            <Status>{ticket.status}</Status>
          </Meta>
        </Item>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  a { color: ${({ theme }) => theme.color.text.link}; font-weight: ${({ theme }) => theme.font.weight.medium}; overflow-wrap: anywhere; }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Status = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.default};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text.muted};
  text-align: center;
`;
