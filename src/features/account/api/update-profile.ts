import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWN_IN_FORM } from '../../../lib/form/shown-in-form';
import { api, unwrap } from '../../../api/client';
import { PROFILE_QUERY_KEY } from '../../../api/profile';
import { saveUser } from '../../../api/session';

/** What to change; anything left undefined is not sent, and the server keeps it as it is. */
interface ProfileChanges {
  first_name?: string | undefined;
  last_name?: string | undefined;
  mobile?: string | undefined;
  dob?: string | undefined;
  image?: File | undefined;
  /** Left as it is when undefined (the picture upload, a provider without a leaderboard). */
  leaderboard_name_hidden?: boolean | undefined;
  /** The account's language (one of the provider's); left as it is when undefined. */
  language?: string | undefined;
}

/**
 * The spec's multipart profile update, with only what changes: the details form sends the
 * details, the picture and the language are sent alone (so neither depends on the details being
 * valid: an account may have no date of birth).
 */
export function updateProfile(changes: ProfileChanges) {
  const form = new FormData();
  for (const key of ['first_name', 'last_name', 'mobile', 'dob'] as const) {
    const value = changes[key];
    if (value !== undefined) form.append(key, value);
  }
  if (changes.leaderboard_name_hidden !== undefined) form.append('leaderboard_name_hidden', String(changes.leaderboard_name_hidden));
  if (changes.language !== undefined) form.append('language', changes.language);
  if (changes.image) form.append('image', changes.image);
  return unwrap(api.PATCH('/api/user/update-profile', { body: changes as never, bodySerializer: () => form }));
}

/** `inForm`: the Basic Details form's call, whose failure that form shows (SHOWN_IN_FORM); the picture's shows a toast. */
export function useUpdateProfile({ inForm = false }: { inForm?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    ...(inForm ? { meta: SHOWN_IN_FORM } : {}),
    onSuccess: ({ user }) => {
      saveUser(user);
      queryClient.setQueryData(PROFILE_QUERY_KEY, user);
    },
  });
}
