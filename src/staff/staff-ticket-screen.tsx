import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { useSession } from '../api/session';
import {
  postStaffMessage,
  setTicketStatus,
  TicketConversation,
  ticketKeys,
  useLiveTicket,
  useTicket,
  useTicketsText,
  type TicketStatus,
} from '../features/tickets';
import { ArrowLink } from '../ui/arrow-link';
import { usePageTitle } from '../tenant/use-page-title';
import { Alert } from '../ui/alert';
import { SelectField } from '../ui/select-field';
import { Skeleton } from '../ui/skeleton';
import { toast } from '../ui/toast';
import { useStaffText } from './use-staff-text';

const STATUSES: TicketStatus[] = ['Open', 'Pending', 'Closed'];

/** One ticket for staff: the learner's conversation, a live reply box while Open, and the status. */
export function StaffTicketScreen() {
  const t = useStaffText();
  const ticketsText = useTicketsText();
  const { ticketId = '' } = useParams();
  const ticket = useTicket(ticketId);
  const session = useSession();
  const queryClient = useQueryClient();
  const { send } = useLiveTicket(ticketId, postStaffMessage);
  usePageTitle(ticket.data?.subject ?? t('title'));

  const changeStatus = async (status: TicketStatus) => {
    try {
      const updated = await setTicketStatus(ticketId, status);
      queryClient.setQueryData(ticketKeys.one(ticketId), updated);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all, refetchType: 'none' });
      toast.success(t('ticket.statusSaved', { status: ticketsText(`status.${status}`) }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  const back = (
    <ArrowLink direction="back" to="/">
      {t('ticket.back')}
    </ArrowLink>
  );
  if (ticket.isError) {
    return (
      <>
        {back}
        <Alert kind="error">{ticket.error.message}</Alert>
      </>
    );
  }
  if (!ticket.data) {
    return (
      <>
        {back}
        <Skeleton height="8rem" radius="lg" />
        <Skeleton height="16rem" radius="lg" />
      </>
    );
  }
  const learner = ticket.data.user;
  return (
    <TicketConversation
      ticket={ticket.data}
      viewerId={session?.user?._id}
      onSend={send}
      before={
        <>
          {back}
          <From>
            {t('ticket.from')}: <strong>{`${learner.first_name} ${learner.last_name}`}</strong>
          </From>
        </>
      }
      statusControl={
        <StatusControl>
          <SelectField
            label={t('ticket.setStatus')}
            value={ticket.data.status}
            onChange={(value) => void changeStatus(value as TicketStatus)}
            options={STATUSES.map((s) => ({ value: s, label: ticketsText(`status.${s}`) }))}
          />
        </StatusControl>
      }
    />
  );
}

const From = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
`;

const StatusControl = styled.div`
  min-width: 12rem;
`;
