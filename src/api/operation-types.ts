import type { components, operations } from '../../openapi/schema.gen';

/** The JSON request body of an operation, from the generated contract. */
export type JsonBody<K extends keyof operations> = operations[K] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** What sign-in and verification answer: a session and the learner. */
export type SessionResponse = { token: string; refreshToken: string; user: components['schemas']['User'] };
