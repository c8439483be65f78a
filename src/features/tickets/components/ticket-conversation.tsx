import { useLanguage } from '../../../i18n/use-language';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate } from '../../../tenant/intl-format';
import { Card } from '../../../ui/card';
import { ChatComposer, ChatThread } from '../../../ui/chat-thread';
import type { Ticket } from '../api/ticket-types';
import { useTicketsText } from '../use-tickets-text';
import { StatusBadge } from './status-badge';

interface TicketConversationProps {
  ticket: Ticket;
  /** The reader's user id: their messages are on the right. */
  viewerId: string | undefined;
  /** Stores a message; resolves true when stored. */
  onSend: (text: string) => Promise<boolean>;
  /** Shown beside the status (the staff's status control). Default none. */
  statusControl?: ReactNode;
  /** Shown above the header (a back link). Default none. */
  before?: ReactNode;
}

/**
 * The spec's Ticket chat: Subject, Raised On and the status badge; the description; the messages;
 * and, only while the ticket is Open, the text box and Send.
 */
export function TicketConversation({ ticket, viewerId, onSend, statusControl, before }: TicketConversationProps) {
  const t = useTicketsText();
  const locale = useLanguage();
  return (
    <Layout>
      {before}
      <Header>
        <div>
          <Label>{t('chat.subject')}</Label>
          <h1 dir="auto">{ticket.subject}</h1>
        </div>
        <Row>
          <Facts>
            <Fact>
              <dt>{t('chat.raisedOn')}</dt>
              <dd>
                <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt, 'short', locale)}</time>
              </dd>
            </Fact>
            <Fact>
              <dt>{t('chat.status')}</dt>
              <dd>
                <StatusBadge status={ticket.status} />
              </dd>
            </Fact>
          </Facts>
          {statusControl}
        </Row>
      </Header>
      <Section aria-labelledby="ticket-description">
        <h2 id="ticket-description">{t('chat.description')}</h2>
        <p className="topic">{ticket.topic.topic_name}</p>
        <p className="text" dir="auto">
          {ticket.description}
        </p>
        {ticket.image ? (
          <a href={ticket.image} target="_blank" rel="noreferrer">
            <img src={ticket.image} alt={t('chat.attachment')} loading="lazy" />
          </a>
        ) : null}
      </Section>
      <Section aria-labelledby="ticket-messages">
        <h2 id="ticket-messages">{t('chat.messages')}</h2>
        <ChatThread
          label={t('chat.messages')}
          emptyText={t('chat.empty')}
          sentAtLabel={t('chat.sentAt')}
          language={locale}
          messages={ticket.chats.map((chat) => ({ id: chat._id, text: chat.message, mine: chat.from === viewerId, author: chat.from_name, date: chat.date }))}
        />
        {ticket.status === 'Open' ? (
          <ChatComposer
            label={t('chat.message')}
            placeholder={t('chat.placeholder')}
            sendLabel={t('chat.send')}
            busyLabel={t('chat.sending')}
            emptyError={t('chat.emptyMessage')}
            onSend={onSend}
          />
        ) : (
          <Note>{t('chat.closedNote', { status: t(`status.${ticket.status}`) })}</Note>
        )}
      </Section>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 60rem;
`;

const Header = styled(Card).attrs({ $shadow: 'none' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; overflow-wrap: anywhere; }
`;

const Label = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
`;

const Fact = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  dt { color: ${({ theme }) => theme.color.text.muted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  dd { margin: 0; }
`;

const Section = styled(Card).attrs({ as: 'section', $shadow: 'none' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
  .topic { color: ${({ theme }) => theme.color.text.muted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  .text { white-space: pre-wrap; overflow-wrap: anywhere; }
  img { max-width: min(100%, 24rem); border-radius: ${({ theme }) => theme.radius.md}; border: 1px solid ${({ theme }) => theme.color.border.default}; }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
`;
