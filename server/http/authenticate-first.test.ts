import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/errors.ts';
import { authenticateFirst, type Authenticate } from './authenticate-first.ts';
import type { OperationSpec } from './openapi-document.ts';

const op = (bearer: boolean): OperationSpec => ({ operationId: 'getThing', method: 'GET', path: '/t', url: '/t', tags: [], bearer, responses: {} });
const request = {} as FastifyRequest;
const reply = {} as FastifyReply;

/** Runs the hook; the steps in the order they happened, and what `done` was given. */
async function run(bearer: boolean, authenticate: Authenticate | undefined, ownSession = false) {
  const steps: string[] = [];
  const finished = new Promise<Error | undefined>((resolve) => {
    const hook = authenticateFirst(op(bearer), ownSession, authenticate, (_request, _reply, done) => {
      steps.push('next');
      done();
    });
    hook(request, reply, (error) => {
      steps.push(error ? 'refused' : 'done');
      resolve(error);
    });
    steps.push('returned');
  });
  return { error: await finished, steps };
}

describe('authenticateFirst', () => {
  it('goes straight on for an operation without a bearer token, never asking the authenticator', async () => {
    let asked = false;
    const { steps } = await run(false, () => {
      asked = true;
      return undefined;
    });
    expect(steps).toEqual(['next', 'done', 'returned']);
    expect(asked).toBe(false);
  });

  it('goes on without waiting when the authenticator decides at once, telling it who checks the session', async () => {
    const told: boolean[] = [];
    const authenticate: Authenticate = (_request, sessionCheckedByHandler) => void told.push(sessionCheckedByHandler);
    expect((await run(true, authenticate, true)).steps).toEqual(['next', 'done', 'returned']);
    expect((await run(true, authenticate, false)).steps).toEqual(['next', 'done', 'returned']);
    expect(told).toEqual([true, false]);
  });

  it('waits for an authenticator that asks the database, and goes on only after it', async () => {
    const { steps } = await run(true, async () => {});
    expect(steps).toEqual(['returned', 'next', 'done']);
  });

  it('hands a refusal to Fastify and never goes on', async () => {
    const { steps, error } = await run(true, async () => {
      throw new HttpError(401, 'Please sign in again');
    });
    expect(steps).toEqual(['returned', 'refused']);
    expect(error).toEqual(new HttpError(401, 'Please sign in again'));
  });

  it('hands on what the next step throws after waiting, as a refusal', async () => {
    const hook = authenticateFirst(
      op(true),
      false,
      async () => {},
      () => {
        throw new HttpError(400, 'id: must be integer');
      },
    );
    const error = await new Promise((resolve) => hook(request, reply, resolve));
    expect(error).toEqual(new HttpError(400, 'id: must be integer'));
  });

  it('fails a bearer operation when no authenticator is configured', () => {
    const hook = authenticateFirst(op(true), false, undefined, () => {});
    expect(() => hook(request, reply, () => {})).toThrow('getThing needs a bearer token but no authenticator is configured');
  });
});
