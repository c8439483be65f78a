import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import type { JsonBody, SessionResponse } from '../../../api/operation-types';

export const verifyEmail = (body: JsonBody<'verifyEmail'>): Promise<SessionResponse> => unwrap(api.POST('/api/user/verify-email', { body }));
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
