import { useLocation, useNavigate } from 'react-router';
import type { TicketPrefill } from '../../lib/ticket-prefill';
import { usePageTitle } from '../../tenant/use-page-title';
import { Panel } from '../../ui/panel';
import { Screen } from '../../ui/screen';
import { ArrowLink } from '../../ui/arrow-link';
import { TicketForm } from './components/ticket-form';
import { useTicketsText } from './use-tickets-text';

/**
 * /menu/tickets/chat/new: the spec's static mock made real: the full ticket form (prefilled when
 * a question is reported from Check answers); once sent, the ticket's chat opens.
 */
export function NewTicketScreen() {
  const t = useTicketsText();
  usePageTitle(t('chat.newTitle'));
  const navigate = useNavigate();
  const prefill = (useLocation().state as { prefill?: TicketPrefill } | null)?.prefill;
  return (
    <Screen>
      <ArrowLink direction="back" to="/menu/tickets">
        {t('chat.back')}
      </ArrowLink>
      <header>
        <h1>{t('chat.newTitle')}</h1>
        <p>{t('chat.newLead')}</p>
      </header>
      <Panel id="new-ticket" heading={t('form.heading')}>
        <TicketForm full prefill={prefill} leavesOnCreated onCreated={(ticket) => void navigate(`/menu/tickets/chat/${ticket._id}`, { replace: true })} />
      </Panel>
    </Screen>
  );
}
