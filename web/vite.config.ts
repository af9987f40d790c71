import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { lucideImports } from './tools/lucideImports';
import { checkWebEnv } from './src/lib/configSchema';

/** The API is same-origin: Hosting rewrites /liff/** to the function in production, this proxy locally. */
export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '');
  if (command === 'build') {
    // A production build must not fall back to local demo ids (src/lib/configSchema.ts).
    const problems = checkWebEnv({ ...loadEnv(mode, process.cwd(), 'VITE_'), DEV: false, MODE: mode });
    if (problems.length)
      throw new Error(
        `web configuration:\n  - ${problems.join('\n  - ')}\nSet them in web/.env.production.local or the environment (docs/architecture.md).`,
      );
  }
  const api = env.API_ORIGIN ?? `http://127.0.0.1:${env.API_PORT ?? 5050}`;
  const proxy = { '/liff': { target: api, changeOrigin: false } };
  return {
    plugins: [lucideImports(), react()],
    resolve: {
      alias: {
        '@common': fileURLToPath(new URL('../common/src', import.meta.url)),
        // Chakra theme parts, file by file (see src/components/theme/chakraTheme.ts).
        '@chakra-theme': fileURLToPath(new URL('../node_modules/@chakra-ui/react/dist/esm/theme', import.meta.url)),
      },
    },
    server: { host: '127.0.0.1', port: Number(env.WEB_PORT ?? 5173), strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: Number(env.WEB_PORT ?? 4173), strictPort: true, proxy },
    build: {
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: {
        output: {
          // Icons in their own small chunk: otherwise the bundler puts lucide's shared runtime into
          // a chunk with the dialog/tabs machinery that the first screen does not need.
          codeSplitting: { groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react/ }] },
        },
      },
    },
  };
});
