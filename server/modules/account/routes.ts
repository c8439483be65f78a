import type { Handlers } from '../../http/operation-types.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { accountService, type ProfileChanges } from './service.ts';

export function accountHandlers({ database, services, sessions }: ModuleDeps): Handlers {
  const service = accountService(database.db, services.files, sessions, services.clock);
  return {
    getProfile: async ({ auth }) => ({ user: await service.profile(auth.tenantId, auth.userId) }),
    // A multipart body: text fields as strings, the picture (if any) as a Buffer (see app.ts).
    updateProfile: async ({ auth, body }) => service.updateProfile(auth.tenantId, auth.userId, body as unknown as ProfileChanges),
    changePassword: async ({ auth, body }) => service.changePassword(auth.tenantId, auth.userId, body),
  };
}
