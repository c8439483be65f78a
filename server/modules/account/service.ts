import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import { processProfileImage } from '../../lib/profile-image.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { Clock } from '../auth/clock.ts';
import { assertAcceptablePassword } from '../auth/password-policy.ts';
import type { SessionsService } from '../auth/sessions.ts';
import { toUserView } from '../auth/user-view.ts';
import { usersRepo, type UserRow } from '../auth/users-repo.ts';

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  mobile: string;
  dob: string;
  image?: Buffer;
}

/** The signed-in learner's own account: profile, picture and password. */
export function accountService(db: Database, files: FileStore, sessions: SessionsService, clock: Clock) {
  const users = usersRepo(db);

  async function current(tenantId: string, userId: string): Promise<UserRow> {
    const user = await users.byId(tenantId, userId);
    if (!user) throw notFound('Account not found');
    return user;
  }

  const view = async (user: UserRow) => toUserView(user, await users.hasActivePlan(user.id, clock()));

  return {
    profile: async (tenantId: string, userId: string) => view(await current(tenantId, userId)),

    async updateProfile(tenantId: string, userId: string, changes: ProfileChanges) {
      if (changes.dob > clock().toISOString().slice(0, 10)) throw badRequest('dob: must not be later than today');
      const before = await current(tenantId, userId);
      // The picture is checked and re-encoded before anything is written: a bad file changes nothing.
      const picture = changes.image ? await processProfileImage(changes.image) : undefined;
      const profilePath = picture ? `profiles/${randomUUID()}.webp` : before.profilePath;
      if (picture) await files.put(`${tenantId}/${profilePath}`, picture);
      const user = await users.update(tenantId, userId, {
        firstName: changes.first_name.trim(),
        lastName: changes.last_name.trim(),
        mobile: changes.mobile,
        dob: changes.dob,
        profilePath,
      });
      if (picture && before.profilePath) await files.remove(`${tenantId}/${before.profilePath}`).catch(() => undefined);
      return { status: 'Profile updated successfully', user: await view(user) };
    },

    /** Checks the old password, sets the new one, ends every session and starts a fresh one for this device. */
    async changePassword(tenantId: string, userId: string, input: { old_password: string; password: string; confirm_password: string }) {
      const user = await current(tenantId, userId);
      if (!(await verifyPassword(input.old_password, user.passwordHash))) throw badRequest('old_password: is not your current password');
      if (input.password !== input.confirm_password) throw badRequest('confirm_password: must be the same as the new password');
      if (input.password === input.old_password) throw badRequest('password: must be different from your current password');
      assertAcceptablePassword(input.password, user.email);
      const passwordHash = await hashPassword(input.password);
      const pair = await db.transaction(async (tx) => {
        await usersRepo(tx).update(tenantId, userId, { passwordHash });
        await sessions.endAllForUser(userId, tx);
        return sessions.start({ userId, tenantId, role: user.role === 'staff' ? 'Staff' : 'User' }, tx);
      });
      return { message: 'Your password has been changed. You have been signed out everywhere else.', ...pair };
    },
  };
}
