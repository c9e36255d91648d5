import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './build/precompress';

export default defineConfig({
  plugins: [react(), precompressPlugin()],
  server: {
    proxy: { '/mds': 'http://localhost:8080' },
  },
  build: { outDir: 'dist' },
});
