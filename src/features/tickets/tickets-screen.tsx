import { Link } from 'react-router';
import styled from 'styled-components';
import { usePageTitle } from '../../tenant/use-page-title';
import { Alert } from '../../ui/alert';
import { ArrowRightIcon } from '../../ui/icon';
import { useMyTickets } from './api/get-all-tickets';
import { TicketCards } from './components/ticket-cards';
import { TicketForm } from './components/ticket-form';
import { TicketsPanel } from './components/tickets-panel';
import { useLiveTicketList } from './lib/use-live-ticket';
import { useTicketsText } from './use-tickets-text';

/** Tickets (spec): the newest 4 tickets under Tickets Sent, View All, and the Create New Ticket form. */
export function TicketsScreen() {
  const t = useTicketsText();
  usePageTitle(t('title'));
  const tickets = useMyTickets();
  useLiveTicketList();
  return (
    <Page>
      <header>
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </header>
      <TicketsPanel
        id="tickets-sent"
        heading={t('sent.heading')}
        action={
          <ViewAll to="view-all">
            {t('sent.viewAll')}
            <ArrowRightIcon size={18} />
          </ViewAll>
        }
      >
        {tickets.isError ? <Alert kind="error">{tickets.error.message}</Alert> : <TicketCards tickets={tickets.data} loading={tickets.isPending} />}
      </TicketsPanel>
      <TicketsPanel id="create-ticket" heading={t('form.heading')}>
        <TicketForm />
      </TicketsPanel>
    </Page>
  );
}

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 72rem;
  header { display: grid; gap: ${({ theme }) => theme.space.xs}; }
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; }
  header p { color: ${({ theme }) => theme.color.text.muted}; }
`;

const ViewAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.layout.control};
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
