import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the server restarts when server code changes (tsx watch); the web app reloads
 * in place through Vite's hot module replacement.
 */
const child = spawn('npx', ['tsx', 'watch', '--clear-screen=false', '--include', 'openapi/openapi.bundle.gen.json', '--include', 'tenants/**/*', 'scripts/dev-server.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
