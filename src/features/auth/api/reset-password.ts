import { useMutation } from '@tanstack/react-query';
import { SHOWN_IN_FORM } from '../../../lib/form/shown-in-form';
import { api, unwrap } from '../../../api/client';
import type { JsonBody } from '../../../api/operation-types';

export const resetPassword = (body: JsonBody<'resetPassword'>) => unwrap(api.POST('/api/user/reset-password', { body }));
export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: SHOWN_IN_FORM });
