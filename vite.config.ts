import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The web app: src/ is the Vite root; the build goes to dist/web, served by the API server. */
export default defineConfig({
  root: 'src',
  plugins: [react()],
  // Every script, style and link tag Vite writes carries this placeholder, and a csp-nonce meta
  // tells its loader and styled-components the nonce; the server fills in each request's nonce
  // (server/tenants/index-html.ts NONCE_PLACEHOLDER).
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: true,
  },
});
