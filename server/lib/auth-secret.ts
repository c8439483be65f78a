import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * AUTH_SECRET when set; otherwise (development, embedded defaults) a random secret kept in
 * DATA_DIR, so sessions survive restarts without any setup. Production requires AUTH_SECRET
 * (config.ts), because every process behind a load balancer must share it.
 */
export function resolveAuthSecret(authSecret: string | undefined, dataDir: string): string {
  if (authSecret) return authSecret;
  const file = path.join(dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
