import type { AuthContext } from './context.ts';
import type { UserView } from '../views.ts';

/** What the account module may read and change of an account: its details and picture, never its secrets. Each detail is left as it is when undefined. */
export interface AccountDetails {
  firstName?: string | undefined;
  lastName?: string | undefined;
  mobile?: string | undefined;
  dob?: string | undefined;
  profilePath: string | null;
  /** Left as it is when undefined. */
  leaderboardNameHidden?: boolean;
  /** One of the provider's languages (the account module checks it); left as it is when undefined. */
  language?: string;
}

export function accountRules(auth: AuthContext) {
  const { users } = auth;
  return {
    /** The account as the contract shows it, and where its picture is stored. */
    async account(tenantId: string, userId: string): Promise<{ view: UserView; profilePath: string | null } | undefined> {
      const user = await users.byId(tenantId, userId);
      return user && { view: await auth.view(user), profilePath: user.profilePath };
    },
    async updateAccount(tenantId: string, userId: string, details: AccountDetails): Promise<UserView> {
      return auth.view(await users.update(tenantId, userId, details));
    },
  };
}
