import type { Handlers } from '../../http/operation-types.ts';
import type { AccountService, ProfileChanges } from './service.ts';
import { offeredLanguages } from '../../tenants/manifest-schema.ts';
import { translateMessage } from '../../i18n/translate-message.ts';

/** My Account: the profile, its picture and the password. */
export function accountRoutes(service: AccountService): Handlers {
  return {
    // GET /api/user/get-profile
    getProfile: async ({ auth }) => ({ user: await service.profile(auth.tenantId, auth.userId) }),
    // PATCH /api/user/update-profile (multipart: text fields as strings, the picture, if any, as a Buffer; see app.ts)
    updateProfile: async ({ auth, body, tenant, language }) => {
      const updated = await service.updateProfile(auth.tenantId, auth.userId, body as unknown as ProfileChanges, offeredLanguages(tenant.manifest));
      // The success toast's text, in the request's language (as a message is).
      return { ...updated, status: translateMessage(language, updated.status) };
    },
    // POST /api/user/change-password
    changePassword: async ({ auth, body, ip }) => service.changePassword(auth.tenantId, auth.userId, body, ip),
  };
}
