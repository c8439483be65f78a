import { and, eq } from 'drizzle-orm';
import { users } from '../../server/db/schema/accounts.ts';
import type { TestApp } from './test-app.ts';

/** A staff member of a fixture tenant (staff1@ or staff2@<slug>.example.com) with a session. */
export async function staffMember(t: TestApp, slug: string, n: 1 | 2 = 1) {
  const tenantId = t.idOf(slug);
  const [user] = await t.database.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, `staff${n}@${slug}.example.com`)));
  if (!user) throw new Error(`no staff${n} in ${slug}`);
  const { token } = await t.app.modules.auth.startSession({ userId: user.id, tenantId, role: 'Staff' });
  return { id: user.id, token, tenantId, email: user.email };
}
