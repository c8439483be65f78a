import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { JsonBody } from '../../../api/operation-types';

export const resendOtp = (body: JsonBody<'resendOtp'>) => unwrap(api.POST('/api/user/resend-otp', { body }));
export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
