import { parseArgs } from 'node:util';
import { fields, type Answers } from './fields.ts';

/** A wrong flag or answer: every message names the field. */
export class InputError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('\n'));
    this.name = 'InputError';
  }
}

export interface Flags {
  given: Partial<Answers>;
  /** --yes: take the default of every field not given, ask nothing. */
  yes: boolean;
  help: boolean;
}

export function parseFlags(argv: string[]): Flags {
  const options = Object.fromEntries(fields.map((f) => [f.flag, { type: 'string' as const }]));
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { ...options, yes: { type: 'boolean', short: 'y' }, help: { type: 'boolean', short: 'h' } }, strict: true });
  } catch (error) {
    throw new InputError([(error as Error).message]);
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const given: Partial<Answers> = {};
  for (const field of fields) {
    const value = values[field.flag];
    if (typeof value === 'string') given[field.key] = value;
  }
  return { given, yes: values.yes === true, help: values.help === true };
}

/** Asks one question with its default; resolves the typed answer ('' for the default). */
export type Ask = (question: string, fallback: string | undefined) => Promise<string>;

/**
 * Every answer, checked: the flags first (all their problems at once), then each missing field
 * from `ask` (asked again until valid) or, without it, from its default.
 */
export async function resolveAnswers(given: Partial<Answers>, tenantsDir: string, ask?: Ask, tell: (line: string) => void = () => {}): Promise<Answers> {
  const known: Partial<Answers> = {};
  const errors: string[] = [];
  for (const field of fields) {
    const value = given[field.key];
    if (value === undefined) continue;
    const outcome = field.check(value, tenantsDir);
    if ('error' in outcome) errors.push(`--${field.flag}: ${outcome.error}`);
    else known[field.key] = outcome.value;
  }
  if (errors.length > 0) throw new InputError(errors);

  for (const field of fields) {
    if (known[field.key] !== undefined) continue;
    const fallback = field.fallback(known);
    if (!ask) {
      if (fallback === undefined) throw new InputError([`--${field.flag}: is required (with --yes, give --slug or --name)`]);
      const outcome = field.check(fallback, tenantsDir);
      if ('error' in outcome) throw new InputError([`--${field.flag}: ${outcome.error}`]);
      known[field.key] = outcome.value;
      continue;
    }
    for (;;) {
      const typed = (await ask(field.question, fallback)).trim();
      const outcome = field.check(typed || (fallback ?? ''), tenantsDir);
      if ('value' in outcome && (typed || fallback !== undefined)) {
        known[field.key] = outcome.value;
        break;
      }
      tell(`  ${field.flag}: ${'error' in outcome ? outcome.error : 'is required'}`);
    }
  }
  return known as Answers;
}
