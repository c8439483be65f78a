import { useLanguage } from '../../../i18n/use-language';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDate } from '../../../tenant/intl-format';
import type { TicketListItem } from '../api/ticket-types';
import { useTicketsText } from '../use-tickets-text';
import { StatusBadge } from './status-badge';
import { UnreadDot } from './unread-dot';

/** The 6 accent colours ticket cards take in turn (spec), all from the provider's theme. */
const ACCENTS = ['brand.primary', 'brand.secondary', 'status.success', 'status.warning', 'chart.series1', 'answer.partial'] as const;

interface TicketCardProps {
  ticket: TicketListItem;
  /** Its place in the list, which picks its accent colour. */
  index: number;
}

/** One ticket under Tickets Sent: topic, subject, date, status and the start of the description; opens the chat. */
export function TicketCard({ ticket, index }: TicketCardProps) {
  const t = useTicketsText();
  const locale = useLanguage();
  return (
    <Card $accent={ACCENTS[index % ACCENTS.length]!}>
      <Top>
        <Topic>{ticket.topic.topic_name}</Topic>
        {ticket.unread ? <UnreadDot label={t('sent.unread')} /> : null}
      </Top>
      <Subject>
        {/* The whole card is this link's target (its ::after covers the card). */}
        <Link to={`/menu/tickets/chat/${ticket._id}`} dir="auto">
          {ticket.subject}
        </Link>
      </Subject>
      <Meta>
        <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt, 'short', locale)}</time>
        <StatusBadge status={ticket.status} />
      </Meta>
      <Description dir="auto">{ticket.description}</Description>
    </Card>
  );
}

type Accent = (typeof ACCENTS)[number];

const Card = styled.article<{ $accent: Accent }>`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-top: 6px solid ${({ theme, $accent }) => {
    const [group, name] = $accent.split('.') as [keyof typeof theme.color, string];
    return (theme.color[group] as Record<string, string>)[name];
  }};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text.default};
  text-decoration: none;
  transition: box-shadow ${({ theme }) => theme.motion.fast}, transform ${({ theme }) => theme.motion.fast};
  &:hover { box-shadow: ${({ theme }) => theme.shadow.md}; transform: translateY(-1px); }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.color.border.focus}; outline-offset: 2px; }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

const Topic = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

const Subject = styled.h3`
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow-wrap: anywhere;
  a { color: inherit; text-decoration: none; }
  a::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  a:focus-visible { outline: none; }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Description = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.color.text.muted};
  overflow-wrap: anywhere;
`;
