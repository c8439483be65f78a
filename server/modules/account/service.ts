import { randomUUID } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import { assertDateOfBirth } from '../../lib/date-of-birth.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { toE164 } from '../../lib/phone.ts';
import { processProfileImage } from '../../lib/image-uploads.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { AuthApi, PasswordChange } from '../auth/index.ts';

/** What update-profile may change: each field left out is kept as it is (a language alone, a picture alone). */
export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  mobile?: string;
  dob?: string;
  image?: Buffer;
  /** A form field, so a string; the contract allows only these two. */
  leaderboard_name_hidden?: 'true' | 'false';
  /** A BCP 47 tag; it must be one of the provider's languages. */
  language?: string;
}

/** The signed-in learner's own account: profile, picture and password. Accounts themselves belong to auth. */
export function accountService(auth: AuthApi, files: FileStore, clock: Clock) {
  async function current(tenantId: string, userId: string) {
    const account = await auth.account(tenantId, userId);
    if (!account) throw notFound('Account not found');
    return account;
  }

  return {
    profile: async (tenantId: string, userId: string) => (await current(tenantId, userId)).view,

    /**
     * Changes the fields sent and keeps the others; only those sent are checked, so a change of
     * language or picture never depends on the rest of the profile (an account may have no date of
     * birth). `offered`: the provider's languages, which `language` must be one of.
     */
    async updateProfile(tenantId: string, userId: string, changes: ProfileChanges, offered: readonly LanguageCode[]) {
      if (changes.dob !== undefined) assertDateOfBirth(changes.dob, clock());
      if (changes.language !== undefined && !offered.some((code) => code === changes.language)) {
        throw badRequest(`language: must be one of this site's languages: ${offered.join(', ')}`);
      }
      const mobile = changes.mobile === undefined ? undefined : toE164('mobile', changes.mobile);
      const before = await current(tenantId, userId);
      // The picture is checked and re-encoded before anything is written: a bad file changes nothing.
      const picture = changes.image ? await processProfileImage(changes.image) : undefined;
      const profilePath = picture ? `profiles/${randomUUID()}.webp` : before.profilePath;
      if (picture) await files.put(`${tenantId}/${profilePath}`, picture);
      const user = await auth.updateAccount(tenantId, userId, {
        firstName: changes.first_name?.trim(),
        lastName: changes.last_name?.trim(),
        mobile,
        dob: changes.dob,
        profilePath,
        leaderboardNameHidden: changes.leaderboard_name_hidden === undefined ? undefined : changes.leaderboard_name_hidden === 'true',
        language: changes.language,
      });
      if (picture && before.profilePath) await files.remove(`${tenantId}/${before.profilePath}`).catch(() => undefined);
      return { status: 'Profile updated successfully', user };
    },

    changePassword: (tenantId: string, userId: string, input: PasswordChange, client: string) => auth.changePassword(tenantId, userId, input, client),
  };
}

export type AccountService = ReturnType<typeof accountService>;
