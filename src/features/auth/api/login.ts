import { useMutation } from '@tanstack/react-query';
import { SHOWN_IN_FORM } from '../../../lib/form/shown-in-form';
import { api, unwrap } from '../../../api/client';
import type { JsonBody, SessionResponse } from '../../../api/operation-types';

export const login = (body: JsonBody<'loginUser'>): Promise<SessionResponse> => unwrap(api.POST('/api/user/login', { body }));
export const useLogin = () => useMutation({ mutationFn: login, meta: SHOWN_IN_FORM });
