/** Whether this browser holds a signed-in learner's session (the spec's storage keys). Storage may refuse to be read. */
export function hasStoredSession(): boolean {
  try {
    return Boolean(localStorage.getItem('token') && localStorage.getItem('refreshToken'));
  } catch {
    return false;
  }
}

/** The stored user (the spec's `user` key), or null when there is none or it cannot be read. */
export function storedUser(): Record<string, unknown> | null {
  try {
    return JSON.parse(localStorage.getItem('user') ?? 'null') as Record<string, unknown> | null;
  } catch {
    return null;
  }
}
