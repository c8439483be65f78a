import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { refreshTokens, users } from '../db/schema/accounts.ts';
import { ticketTopics } from '../db/schema/tickets.ts';
import { NO_PASSWORD } from '../lib/password-hash.ts';
import type { LoadedTenant } from './loader.ts';
import { fromExcluded } from './upsert-excluded.ts';
import { mapTranslations } from './translations.ts';

/**
 * Writes a provider's ticket topics and staff (content/support.yaml). Topics keep their ids by
 * key; one gone from the file stops being offered (old tickets still name it). A staff member
 * new to the file gets an account with no password (their first sign-in at /staff sets one with
 * an emailed code); their email is vouched for by the provider. One gone from the file is
 * disabled at once: no sign-in, and every session ended.
 */
export async function syncSupport(tx: Transaction, tenantId: string, tenant: LoadedTenant): Promise<void> {
  const { topics, staff } = tenant.support;
  await tx
    .update(ticketTopics)
    .set({ active: false })
    .where(
      and(
        eq(ticketTopics.tenantId, tenantId),
        notInArray(
          ticketTopics.key,
          topics.map((t) => t.key),
        ),
      ),
    );
  if (topics.length) {
    await tx
      .insert(ticketTopics)
      .values(
        topics.map((topic, position) => ({
          tenantId,
          key: topic.key,
          topicName: topic.name,
          translations: mapTranslations(topic.translations, (t) => ({ topicName: t.name })) ?? {},
          position,
        })),
      )
      .onConflictDoUpdate({
        target: [ticketTopics.tenantId, ticketTopics.key],
        set: { ...fromExcluded({ topicName: ticketTopics.topicName, translations: ticketTopics.translations, position: ticketTopics.position }), active: true },
      });
  }

  const emails = staff.map((member) => member.email.toLowerCase());
  if (staff.length) {
    await tx
      .insert(users)
      .values(
        staff.map((member) => ({
          tenantId,
          email: member.email.toLowerCase(),
          role: 'staff' as const,
          passwordHash: NO_PASSWORD,
          emailVerifiedAt: sql`now()`,
          firstName: member.first_name,
          lastName: member.last_name,
          jobTitle: member.role,
        })),
      )
      .onConflictDoUpdate({
        target: [users.tenantId, users.email],
        set: {
          role: 'staff',
          ...fromExcluded({ firstName: users.firstName, lastName: users.lastName, jobTitle: users.jobTitle }),
          disabledAt: null,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          updatedAt: sql`now()`,
        },
      });
  }
  const gone = await tx
    .update(users)
    .set({ disabledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'staff'), isNull(users.disabledAt), emails.length ? notInArray(users.email, emails) : undefined))
    .returning({ id: users.id });
  if (gone.length) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          inArray(
            refreshTokens.userId,
            gone.map((g) => g.id),
          ),
          isNull(refreshTokens.revokedAt),
        ),
      );
  }
}
