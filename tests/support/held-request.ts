import { once } from 'node:events';
import http from 'node:http';

export interface HeldAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * A request the server has received (its headers routed: it answered `Expect: 100-continue`)
 * with half its body, held there until `finish()` sends the rest: a request in flight for as long
 * as a test needs, without waiting on any clock. On its own connection.
 */
export async function holdRequest(url: string, method: string, headers: Record<string, string>, body: unknown) {
  const text = JSON.stringify(body);
  const request = http.request(url, {
    method,
    agent: false,
    headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), expect: '100-continue' },
  });
  const answered = new Promise<HeldAnswer>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {} });
      });
    });
  });
  // A test that lets the server cut it reads `answered` itself; nothing else may fail on it.
  answered.catch(() => undefined);
  const continued = once(request, 'continue');
  request.flushHeaders();
  await continued;
  const half = Math.floor(text.length / 2);
  request.write(text.slice(0, half));
  return {
    /** Sends the rest of the body; resolves with the answer. */
    finish(): Promise<HeldAnswer> {
      request.end(text.slice(half));
      return answered;
    },
    /** The answer, whenever it comes (a connection cut rejects). */
    answered,
  };
}
