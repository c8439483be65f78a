import { useMutation } from '@tanstack/react-query';
import { SHOWN_IN_FORM } from '../../../lib/form/shown-in-form';
import { api, unwrap } from '../../../api/client';
import type { JsonBody } from '../../../api/operation-types';
import { saveTokens } from '../../../api/session';

/** Changing the password ends every other session; this device continues with the new tokens. */
export async function changePassword(body: JsonBody<'changePassword'>) {
  const result = await unwrap(api.POST('/api/user/change-password', { body }));
  saveTokens(result.token, result.refreshToken);
  return result;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword, meta: SHOWN_IN_FORM });
