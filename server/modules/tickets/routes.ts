import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/operation-types.ts';
import { replyWith } from '../../http/reply-with.ts';
import { ownTenant } from '../../lib/tenant-scope.ts';
import type { Caller, NewTicket, TicketsService } from './service.ts';

const caller = (request: FastifyRequest): Caller => ({
  tenant: request.tenant,
  userId: request.auth.userId,
  role: request.auth.role,
  origin: `${request.protocol}://${request.host}`,
  language: request.language,
});

/** Ticket topics, staff, the learner's tickets and chat, and the staff inbox calls. */
export function ticketsRoutes(service: TicketsService): Handlers {
  return {
    // GET /api/topic/get-topics
    getTicketTopics: async ({ tenant, query, language }) => service.topics(ownTenant(tenant, query.sub_domain_reference), language),
    // GET /api/subadmin/get-subadmins
    getSubadmins: async ({ tenant }) => service.subadmins(tenant),
    // POST /api/ticket/create-ticket (multipart: text fields as strings, the image, if any, as a Buffer; see app.ts)
    createTicket: async (request, reply) => replyWith(reply, { status: 201 }, service.create(caller(request), request.body as unknown as NewTicket)),
    // GET /api/ticket/get-all-tickets
    getAllTickets: async (request) => service.mine(caller(request)),
    // GET /api/ticket/get-ticket/{ticketId}
    getTicket: async (request) => service.get(caller(request), request.params.ticketId),
    // GET /api/ticket/image/{ticketId}
    getTicketImage: async (request, reply) => {
      const image = await service.image(request.tenant, request.params.ticketId, request.query);
      return reply
        .type('image/webp')
        .header('Content-Length', image.size)
        .header('Cache-Control', `private, max-age=${image.maxAgeSeconds}`)
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(image.stream);
    },
    // PATCH /api/ticket/post-message/{ticketId}
    postTicketMessage: async (request) => service.postMessage(caller(request), request.params.ticketId, request.body.message),
    // GET /api/staff/tickets
    getStaffTickets: async (request) => service.inbox(caller(request), request.query),
    // POST /api/staff/tickets/{ticketId}/messages
    postStaffTicketMessage: async (request, reply) =>
      replyWith(reply, { status: 201 }, service.staffReply(caller(request), request.params.ticketId, request.body.message)),
    // PATCH /api/staff/tickets/{ticketId}/status
    updateStaffTicketStatus: async (request) => service.setStatus(caller(request), request.params.ticketId, request.body.status),
  };
}
