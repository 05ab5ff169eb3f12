import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiProxy = {
  '/api': {
    target: 'http://127.0.0.1:3000',
    changeOrigin: false,
  },
};

/** Zod and the contract modules written with it. */
const schemaModule =
  /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contracts[\\/]src[\\/](auth|generator|two-factor|oauth|billing|apps|health|errors|endpoint-schemas|account|support|cookies)\.ts$/;

/**
 * What every first screen fetches after the entry, asked for by index.html itself so that it
 * comes with the entry instead of a round trip later: the `pages` chunk and its styles, and —
 * in `index.<lang>.html`, which the server answers to a browser asking for that language
 * (plugins/web.ts) — the language's catalogue. French is bundled: index.html has none.
 */
function firstScreenPreloads(): Plugin {
  return {
    name: 'trousse-first-screen-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset' || typeof page.source !== 'string') return;
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
        const pages = chunks.find((chunk) => chunk.name === 'pages');
        const links = (extra: string[]) =>
          [
            ...(pages ? [`<link rel="modulepreload" crossorigin href="/${pages.fileName}">`] : []),
            ...[...(pages?.viteMetadata?.importedCss ?? [])].map(
              (css) => `<link rel="preload" as="style" crossorigin href="/${css}">`,
            ),
            ...extra,
          ].join('\n    ');
        const withLinks = (extra: string[]) =>
          (page.source as string).replace('  </head>', `    ${links(extra)}\n  </head>`);
        for (const chunk of chunks) {
          const language = /[\\/]src[\\/]i18n[\\/]locales[\\/](\w+)\.ts$/.exec(
            chunk.facadeModuleId ?? '',
          )?.[1];
          if (!language) continue;
          this.emitFile({
            type: 'asset',
            fileName: `index.${language}.html`,
            source: withLinks([`<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`]),
          });
        }
        page.source = withLinks([]);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), firstScreenPreloads()],
  server: {
    proxy: apiProxy,
  },
  preview: {
    proxy: apiProxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Few files rather than a dozen small ones: over HTTP/1.1 a browser fetches six at a
        // time, and each further round costs a round trip before the first screen can show.
        codeSplitting: {
          groups: [
            // What the first screen loads: the libraries (which change seldom, cached apart)…
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // …and the app's own code, both preloaded by index.html.
            { name: 'app', tags: ['$initial'], priority: 1 },
            // The notices' library, loaded after the first screen (lib/toast.ts), on its own: in
            // 'pages' it would make every page wait for it.
            { name: 'toasts', test: /[\\/]node_modules[\\/]sonner[\\/]/, priority: 1 },
            // Code shared by pages loaded on demand: one file for all of them — but not Zod and
            // the contract's schemas, which only the forms import (dynamically): bundled there,
            // every page would wait for them before it shows.
            { name: 'pages', minShareCount: 2, test: (id: string) => !schemaModule.test(id) },
          ],
        },
      },
    },
  },
});
