import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The web app: src/ is the Vite root; the build goes to dist/web, served by the API server. */
export default defineConfig({
  root: 'src',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: true,
  },
});
