import * as tenancy from './schema/tenancy.ts';
import * as accounts from './schema/accounts.ts';
import * as bank from './schema/bank.ts';
import * as attempts from './schema/attempts.ts';
import * as membership from './schema/membership.ts';
import * as content from './schema/content.ts';
import * as tickets from './schema/tickets.ts';

/** Every table, for drizzle's typed client. Repositories import the tables they use directly. */
export const schema = { ...tenancy, ...accounts, ...bank, ...attempts, ...membership, ...content, ...tickets };
export type Schema = typeof schema;
