import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app builds into dist/web, which the Fastify server serves (server/src/web-static.ts).
// In development, `npm run dev:web` proxies /api to a server started with `npm start`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
