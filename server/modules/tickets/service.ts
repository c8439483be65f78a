import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { processAttachmentImage } from '../../lib/image-uploads.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SecretKeys } from '../../lib/secret-keys.ts';
import type { LinkSignature } from '../../lib/signed-links.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { Tenant } from '../../tenants/registry.ts';
import type { AuthApi, Person } from '../auth/index.ts';
import { staffReplyMail, ticketClosedMail } from './emails.ts';
import { mailLanguage } from '../../i18n/mail-language.ts';
import { ticketImageLink, ticketImageLinkValid } from './image-links.ts';
import type { TicketLimits } from './limits.ts';
import { ticketsRepo, type StaffFilters, type TicketRow, type TicketStatus, type Viewer } from './repo/tickets.ts';
import { topicsRepo } from './repo/topics.ts';
import { toTicket, toTicketListItem, type ImageLink } from './views.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { translatedFields } from '../../tenants/translations.ts';

export interface TicketsContext {
  db: Database;
  auth: AuthApi;
  files: FileStore;
  mailer: Mailer;
  realtime: RealtimeHub;
  limits: TicketLimits;
  keys: SecretKeys;
  clock: Clock;
}

/** The signed-in caller of a call, and where it came from (for links in mails). */
export interface Caller {
  tenant: Tenant;
  userId: string;
  role: 'User' | 'Staff';
  /** e.g. https://www.wardround.co.uk */
  origin: string;
  /** The language to answer in (request.language): topic names in it, else in the default language. */
  language: LanguageCode;
}

export interface NewTicket {
  subject: string;
  description: string;
  topic: string;
  to?: string;
  image?: Buffer;
}

const NO_TICKET = 'Ticket not found';
const tooManyTickets = (wait: string) => `You have raised many tickets lately. Try again in ${wait}, or add to an open ticket.`;
const tooManyMessages = (wait: string) => `You are sending messages very fast. Try again in ${wait}.`;

const viewerOf = (caller: Caller): Viewer => ({ tenantId: caller.tenant.id, userId: caller.userId, staff: caller.role === 'Staff' });

/**
 * Tickets and their chat. A learner sees and writes only their own tickets; staff of the provider
 * see and answer all of its tickets. Only Open tickets take messages. A message is stored first,
 * then announced to the ticket's socket room (clients refetch: no content travels by socket).
 */
export function ticketsService({ db, auth, files, mailer, realtime, limits, keys, clock }: TicketsContext) {
  const repo = ticketsRepo(db);
  const topics = topicsRepo(db);
  // Only callers who may read the ticket are handed its picture's link (see image-links.ts).
  const imageLink: ImageLink = (row) => (row.imagePath ? ticketImageLink(keys.ticketImageLink, { tenantId: row.tenantId, ticketId: row.id }, clock()) : null);

  async function peopleOf(tenantId: string, rows: TicketRow[], extra: string[] = []): Promise<Map<string, Person>> {
    return auth.people(tenantId, [...rows.map((r) => r.userId), ...extra]);
  }

  async function found(caller: Caller, ticketId: string): Promise<TicketRow> {
    const row = await repo.one(viewerOf(caller), ticketId);
    if (!row) throw notFound(NO_TICKET);
    return row;
  }

  /** The ticket as answered, and who is in it (its learner and every author). `also`: others the caller needs named. */
  async function full(caller: Caller, row: TicketRow, also: string[] = []) {
    const messages = await repo.messages(row.id);
    const people = await peopleOf(caller.tenant.id, [row], [...also, ...messages.map((m) => m.fromUserId)]);
    return { ticket: toTicket(row, messages, people, imageLink, caller.language), people };
  }

  const staffOnly = (caller: Caller) => {
    if (caller.role !== 'Staff') throw forbidden('Only staff may do this.');
  };

  /** Sends a mail without making the caller wait or fail on it (the mailer logs its own failures). */
  function mailLearner(
    caller: Caller,
    row: Pick<TicketRow, 'id' | 'subject'>,
    learner: Person | undefined,
    make: (mail: Parameters<typeof ticketClosedMail>[0]) => ReturnType<typeof ticketClosedMail>,
  ) {
    // The learner's language, not the caller's (a staff member's): mail to a person reads in theirs.
    if (learner)
      mailer.send(
        make({
          tenant: caller.tenant,
          origin: caller.origin,
          learner,
          ticket: { id: row.id, subject: row.subject },
          language: mailLanguage(caller.tenant, learner.language),
        }),
      );
  }

  async function postMessage(caller: Caller, ticketId: string, text: string) {
    const viewer = viewerOf(caller);
    await limits.take('messagesPerUser', `${caller.tenant.id}:${caller.userId}`, tooManyMessages);
    const row = await repo.addMessageIfOpen(viewer, ticketId, text.trim());
    if (!row) throw notFound(NO_TICKET);
    if (row.status !== 'Open')
      throw conflict(
        row.status === 'Closed'
          ? 'This ticket is closed: only open tickets take new messages.'
          : 'This ticket is pending: only open tickets take new messages.',
      );
    realtime.toTicket(caller.tenant.id, ticketId);
    if (viewer.staff) realtime.toUser(caller.tenant.id, row.userId, ticketId);
    else realtime.toStaff(caller.tenant.id, ticketId);
    // One lookup names the ticket's people and, for a staff reply, the staff member who wrote it.
    const { ticket, people } = await full(caller, await found(caller, ticketId), [caller.userId]);
    const staff = viewer.staff && people.get(caller.userId);
    if (staff) mailLearner(caller, { id: ticketId, subject: row.subject }, people.get(row.userId), (mail) => staffReplyMail(mail, staff, text.trim()));
    return { ticket };
  }

  return {
    /** The topics a ticket can be raised under, named in `language` (else in the default language). */
    topics: async (tenant: Tenant, language: LanguageCode) => ({
      topics: (await topics.active(tenant.id)).map((t) => ({ _id: t.id, topic_name: translatedFields(t.translations, language).topicName ?? t.topicName })),
    }),

    subadmins: async (tenant: Tenant) => ({
      professors: (await auth.staffMembers(tenant.id)).map((p) => ({ _id: p.id, first_name: p.firstName, last_name: p.lastName })),
    }),

    async create(caller: Caller, input: NewTicket) {
      if (caller.role !== 'User') throw forbidden('Staff answer tickets in the staff inbox; only learners raise them.');
      const tenantId = caller.tenant.id;
      if (!(await topics.activeById(tenantId, input.topic))) throw notFound("topic: is not one of this provider's ticket topics");
      if (input.to && !(await auth.staffMembers(tenantId)).some((p) => p.id === input.to)) throw notFound("to: is not one of this provider's staff");
      await limits.take('ticketsPerUser', `${tenantId}:${caller.userId}`, tooManyTickets);
      // The picture is checked and re-encoded before anything is written: a bad file changes nothing.
      const picture = input.image ? await processAttachmentImage(input.image) : undefined;
      const imagePath = picture ? `tickets/${randomUUID()}.webp` : null;
      if (picture) await files.put(`${tenantId}/${imagePath}`, picture);
      const ticketId = await db.transaction(async (tx) => {
        const id = await ticketsRepo(tx).insert({
          tenantId,
          userId: caller.userId,
          topicId: input.topic,
          assignedStaffId: input.to ?? null,
          subject: input.subject.trim(),
          description: input.description.trim(),
          imagePath,
        });
        await ticketsRepo(tx).markRead(id, viewerOf(caller));
        return id;
      });
      realtime.toStaff(tenantId, ticketId);
      return { message: 'Ticket created successfully', ticket: (await full(caller, await found(caller, ticketId))).ticket };
    },

    /** get-all-tickets: the caller's own tickets, newest first (staff raise none). */
    async mine(caller: Caller) {
      const rows = await repo.own(viewerOf(caller));
      const people = await peopleOf(caller.tenant.id, rows);
      return { tickets: rows.map((row) => toTicketListItem(row, people, imageLink, caller.language)) };
    },

    /** The staff inbox: every ticket of the provider, unread first, then newest. */
    async inbox(caller: Caller, filters: StaffFilters) {
      staffOnly(caller);
      const rows = await repo.list(viewerOf(caller), filters);
      const people = await peopleOf(caller.tenant.id, rows);
      return { tickets: rows.map((row) => toTicketListItem(row, people, imageLink, caller.language)) };
    },

    /** Opening a ticket marks it read for the caller. */
    async get(caller: Caller, ticketId: string) {
      const row = await found(caller, ticketId);
      await repo.markRead(row.id, viewerOf(caller));
      // The caller's other tabs (and, for staff, colleagues' lists are unaffected) refresh their markers.
      if (row.unread) realtime.toUser(caller.tenant.id, caller.userId, row.id);
      return { ticket: (await full(caller, row)).ticket };
    },

    postMessage,

    /**
     * A ticket's picture behind a signed link, and how long the browser may keep it (no longer
     * than the link works); the same 404 for every reason it cannot be served.
     */
    async image(tenant: Tenant, ticketId: string, link: LinkSignature) {
      const missing = () => notFound('Image not found');
      const now = clock();
      const imagePath = await repo.imagePath(tenant.id, ticketId);
      if (!imagePath || !ticketImageLinkValid(keys.ticketImageLink, { tenantId: tenant.id, ticketId }, link, now)) throw missing();
      const file = await files.open(`${tenant.id}/${imagePath}`);
      if (!file) throw missing();
      return { ...file, maxAgeSeconds: Math.floor(link.expires - now.getTime() / 1000) };
    },

    async staffReply(caller: Caller, ticketId: string, text: string) {
      staffOnly(caller);
      return postMessage(caller, ticketId, text);
    },

    async setStatus(caller: Caller, ticketId: string, status: TicketStatus) {
      staffOnly(caller);
      const row = await found(caller, ticketId);
      if (row.status !== status) {
        await repo.setStatus(caller.tenant.id, ticketId, status);
        realtime.toTicket(caller.tenant.id, ticketId);
        realtime.toUser(caller.tenant.id, row.userId, ticketId);
        realtime.toStaff(caller.tenant.id, ticketId);
      }
      const { ticket, people } = await full(caller, await found(caller, ticketId));
      if (row.status !== status && status === 'Closed') mailLearner(caller, row, people.get(row.userId), ticketClosedMail);
      return { ticket };
    },
  };
}

export type TicketsService = ReturnType<typeof ticketsService>;
