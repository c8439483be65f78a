import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret handed to one client (a refresh token, a sign-up's token): 256 random bits, of which
 * only the SHA-256 is stored, so a leaked table opens nothing. Lookups go by the hash.
 */
export const newBearerSecret = (): string => randomBytes(32).toString('base64url');

export const hashBearerSecret = (secret: string): string => createHash('sha256').update(secret).digest('base64url');
