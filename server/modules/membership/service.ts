import type { Database } from '../../db/client.ts';
import type { Tenant } from '../../tenants/registry.ts';
import { membershipRepo } from './repo.ts';
import { toPlan, type PlanView } from './views.ts';

/** Plans and whether a learner's plan is active. */
export function membershipService(db: Database) {
  const repo = membershipRepo(db);
  return {
    plans: async (tenant: Tenant): Promise<PlanView[]> => (await repo.activePlans(tenant.id)).map(toPlan),
    /** "Active plan" is computed from the subscription's expiry, never stored as a flag. */
    async hasActivePlan(userId: string, now: Date): Promise<boolean> {
      const expiresAt = await repo.subscriptionExpiry(userId);
      return Boolean(expiresAt && expiresAt > now);
    },
  };
}

export type MembershipService = ReturnType<typeof membershipService>;
