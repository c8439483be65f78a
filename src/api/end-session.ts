import { api } from './client';
import { clearSession, readSession } from './session';

/** Signs out: forgets the session here at once, then ends it on the server (best effort). */
export async function endSession(): Promise<void> {
  const session = readSession();
  clearSession();
  if (!session) return;
  try {
    await api.POST('/api/auth/logout', { body: { refreshToken: session.refreshToken } });
  } catch {
    // Offline: the refresh token expires on its own; this device no longer holds it.
  }
}
