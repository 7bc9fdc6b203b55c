import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const root = import.meta.dirname;

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@shared': path.resolve(root, '../shared'), '@': path.resolve(root, 'src') },
  },
  build: {
    outDir: path.resolve(root, '../dist'),
    emptyOutDir: true,
    sourcemap: true,
  },
});
