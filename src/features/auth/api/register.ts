import { useMutation } from '@tanstack/react-query';
import { SHOWN_IN_FORM } from '../../../lib/form/shown-in-form';
import { api, unwrap } from '../../../api/client';
import type { JsonBody } from '../../../api/operation-types';

export const register = (body: JsonBody<'registerUser'>) => unwrap(api.POST('/api/user/register', { body }));
export const useRegister = () => useMutation({ mutationFn: register, meta: SHOWN_IN_FORM });
