import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the server restarts when server code changes (tsx watch); the web app reloads
 * in place through Vite's hot module replacement; an edited, added or removed tenant folder is
 * synced and served by the running server (WATCH_TENANTS, server/tenants/watch.ts), no restart.
 */
const child = spawn('npx', ['tsx', 'watch', '--clear-screen=false', '--include', 'openapi/openapi.bundle.gen.json', 'scripts/dev-server.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'development', WATCH_TENANTS: 'true', ...process.env },
});
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
