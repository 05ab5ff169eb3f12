import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig, type Plugin, type Rollup } from 'vite';

// With its extension, as Node's own loading of this file will need (Vite's `configLoader: 'native'`).
import { extraCode, pageList } from './src/lib/pages.ts';

const apiProxy = {
  '/api': {
    target: 'http://127.0.0.1:3000',
    changeOrigin: false,
  },
};

/**
 * Zod and the contract modules written with it: each group's schemas (`api/<group>/schemas.ts`),
 * the schemas several groups share and the map bound to them (`api/shared.ts`, `api/server.ts`).
 */
const schemaModule =
  /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contracts[\\/]src[\\/]api[\\/]([^\\/]+[\\/]schemas|shared|server)\.ts$/;

/**
 * What every first screen fetches after the entry, asked for by index.html itself so that it
 * comes with the entry instead of a round trip later: the `pages` chunk and its styles, and —
 * in `index.<lang>.html`, which the server answers to a browser asking for that language
 * (plugins/web.ts) — the language's catalogue. French is bundled: index.html has none.
 *
 * And what each page fetches besides, in `page-preloads.json`: for each address of the table of
 * pages (src/lib/pages.ts), the chunks and styles its route's module (and the extra code it
 * shows there) pulls in, less what index.html asks for already. The server adds them to the
 * page it answers at that address, so that they too come with the entry instead of after it.
 */
function firstScreenPreloads(): Plugin {
  let root = '';
  return {
    name: 'trousse-first-screen-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
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
          const language = /[\\/]src[\\/]i18n[\\/]locales[\\/]main[\\/](\w+)\.ts$/.exec(
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

        const html = page.source;
        const chunkOf = (file: string) => {
          const id = join(root, 'src', file);
          const chunk =
            chunks.find((candidate) => candidate.facadeModuleId === id) ??
            chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) this.error(`page-preloads: no chunk holds src/${file}`);
          return chunk;
        };
        /** A chunk, the chunks it imports (statically: they load with it) and their styles. */
        const pulledIn = (start: Rollup.OutputChunk[]) => {
          const js = new Set<string>();
          const css = new Set<string>();
          const visit = (chunk: Rollup.OutputChunk) => {
            if (js.has(chunk.fileName)) return;
            js.add(chunk.fileName);
            for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
            for (const file of chunk.imports) {
              const imported = bundle[file];
              if (imported?.type === 'chunk') visit(imported);
            }
          };
          start.forEach(visit);
          const links = (files: Set<string>) =>
            [...files].map((file) => `/${file}`).filter((href) => !html.includes(`"${href}"`));
          return { modulepreload: links(js), style: links(css) };
        };
        const preloads: Record<string, { modulepreload: string[]; style: string[] }> = {};
        for (const entry of pageList) {
          if (entry.inEntry) continue;
          const route = chunkOf(`app/routes/${entry.route}.tsx`);
          preloads[entry.path] = pulledIn([route]);
          for (const extra of entry.extra ?? []) {
            preloads[extra.path] = pulledIn([route, chunkOf(extraCode[extra.code])]);
          }
        }
        this.emitFile({
          type: 'asset',
          fileName: 'page-preloads.json',
          source: `${JSON.stringify(preloads, null, 2)}\n`,
        });
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
