import { useMutation } from '@tanstack/react-query';
import { SHOWN_IN_FORM } from '../../../lib/form/shown-in-form';
import { api, unwrap } from '../../../api/client';
import type { JsonBody } from '../../../api/operation-types';

export const forgotPassword = (body: JsonBody<'getOtpToForgotPassword'>) => unwrap(api.POST('/api/user/getotp-to-forgot-password', { body }));
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword, meta: SHOWN_IN_FORM });
