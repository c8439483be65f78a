import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { JsonBody } from '../../../api/operation-types';

export const submitResetCode = (body: JsonBody<'submitOtpToForgotPassword'>) => unwrap(api.POST('/api/user/submitotp-to-forgot-password', { body }));
export const useSubmitResetCode = () => useMutation({ mutationFn: submitResetCode });
