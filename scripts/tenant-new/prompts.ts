import { createInterface } from 'node:readline/promises';
import { InputError, type Ask } from './answers.ts';

/**
 * Questions on a terminal or a pipe. Lines are read through the interface's iterator, not
 * rl.question(), which drops lines that arrive before it asks (all of them, from a pipe).
 */
export function lineAsker(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): { ask: Ask; close(): void } {
  const rl = createInterface({ input, output, terminal: (input as { isTTY?: boolean }).isTTY === true });
  const lines = rl[Symbol.asyncIterator]();
  const ask: Ask = async (question, fallback) => {
    rl.setPrompt(`${question}${fallback ? ` [${fallback}]` : ''}: `);
    rl.prompt();
    const next = await lines.next();
    if (next.done) throw new InputError(['input ended before every field was answered (use --yes for the defaults)']);
    return String(next.value);
  };
  return { ask, close: () => rl.close() };
}
