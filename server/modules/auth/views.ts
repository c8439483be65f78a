import type { components } from '../../../openapi/schema.gen.ts';
import type { UserRow } from './repo/users.ts';
import type { Role } from './tokens.ts';

export type UserView = components['schemas']['User'];

/** The placeholder the spec's client compares profile_url with to show its default picture. */
const DEFAULT_PROFILE_URL = '/default-profile.svg';

export const roleOf = (user: Pick<UserRow, 'role'>): Role => (user.role === 'staff' ? 'Staff' : 'User');

/** The contract's User: never the password hash or any other internal field. */
export function toUserView(user: UserRow, isActivePlan: boolean): UserView {
  return {
    _id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    mobile: user.mobile ?? '',
    dob: user.dob ?? null,
    email: user.email,
    profile_url: user.profilePath ? `/media/${user.profilePath}` : DEFAULT_PROFILE_URL,
    subdomain: user.tenantId,
    is_active_plan: isActivePlan,
    role: roleOf(user),
    leaderboard_name_hidden: user.leaderboardNameHidden,
    language: user.language,
  };
}
