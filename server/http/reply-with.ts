import type { FastifyReply } from 'fastify';

/**
 * Answers with a status other than 200 and/or extra headers once `body` is ready, so a handler
 * stays one expression. A failure keeps its own status.
 */
export async function replyWith<T>(reply: FastifyReply, options: { status?: number; headers?: Record<string, string> }, body: T | Promise<T>): Promise<T> {
  const value = await body;
  if (options.status) reply.code(options.status);
  if (options.headers) reply.headers(options.headers);
  return value;
}
