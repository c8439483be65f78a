import { useParams } from 'react-router';
import styled from 'styled-components';
import { useProfile } from '../../api/profile';
import { usePageTitle } from '../../tenant/use-page-title';
import { Alert } from '../../ui/alert';
import { Skeleton } from '../../ui/skeleton';
import { useTicket } from './api/get-ticket';
import { postTicketMessage } from './api/post-ticket-message';
import { ArrowLink } from '../../ui/arrow-link';
import { TicketConversation } from './components/ticket-conversation';
import { useLiveTicket } from './lib/use-live-ticket';
import { useTicketsText } from './use-tickets-text';

/** Ticket chat (spec): the ticket, its messages live, and the text box while it is Open. */
export function TicketChatScreen() {
  const t = useTicketsText();
  const { ticketId = '' } = useParams();
  const ticket = useTicket(ticketId);
  const { data: user } = useProfile();
  const { send } = useLiveTicket(ticketId, postTicketMessage);
  usePageTitle(ticket.data?.subject ?? t('title'));

  const back = (
    <ArrowLink direction="back" to="/menu/tickets/view-all">
      {t('chat.back')}
    </ArrowLink>
  );
  if (ticket.isError) {
    return (
      <Column>
        {back}
        <Alert kind="error">{ticket.error.message}</Alert>
      </Column>
    );
  }
  if (!ticket.data) {
    return (
      <Column aria-busy="true" aria-label={t('chat.loading')}>
        {back}
        <Skeleton height="8rem" radius="lg" />
        <Skeleton height="16rem" radius="lg" />
      </Column>
    );
  }
  return <TicketConversation ticket={ticket.data} viewerId={user?._id} onSend={send} before={back} />;
}

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 60rem;
`;
