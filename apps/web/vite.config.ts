import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin, type Rollup, type Rolldown } from 'vite';

// With its extension, as Node's own loading of this file will need (Vite's `configLoader: 'native'`).
import { extraCode, pageList, pages as pageTable } from './src/lib/pages.ts';
import { DEFAULT_LANGUAGE } from '../../packages/contracts/src/language.ts';

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
 * What the first screens load on their own: the main catalogue of the visitor's language (before
 * they show), the header's bell of alerts (signed in), the dashboard's banner of alerts and their
 * texts (a visitor), the search palette, the analytics (once consented to). The code they share with the pages goes to the `pages` chunk, which
 * index.html preloads; what only the pages and their dialogs share goes to `shared` or
 * `account`, which `page-preloads.json` lists for the pages that import them. A new part of the
 * layout loaded that way belongs here: else what it shares lands in one of those, downloaded
 * whole after the first screen.
 */
const afterFirstScreen =
  /[\\/]src[\\/](features[\\/]alerts[\\/]components[\\/]alerts-(bell|banner)\.tsx|features[\\/]consent[\\/]components[\\/]analytics-loader\.tsx|features[\\/]apps[\\/]components[\\/]search-palette\.tsx|i18n[\\/]locales[\\/](alert-texts|main)[\\/]\w+\.ts)$/;

/**
 * The sign-in page (/auth): what it shares with the other pages goes to `shared`; what only the
 * account's pages and dialogs share (two-factor, sessions, subscription, cookie manager) goes to
 * `account`, which the sign-in page — the first screen of every new visitor — never downloads.
 */
const signInRoute = /[\\/]src[\\/]app[\\/]routes[\\/]auth\.tsx$/;

/**
 * The catalogue's tools (`features/<app id>/tool.tsx`, and the generator): what they share with each other or with
 * the account's pages goes to `tools`, so that a tool's page — a visitor's first screen, often —
 * does not download the whole of `account` for the copy button and the few parts it uses.
 */
const toolModule =
  /[\\/]src[\\/]features[\\/]([\w-]+[\\/]tool|generator[\\/]components[\\/]password-generator)\.tsx$/;

/**
 * Whether a module is imported by one that matches `by` (its importers, up): statically only,
 * or also through `import()` (a route module loads its page that way).
 */
function importedBy(
  id: string,
  by: RegExp,
  context: Rolldown.ChunkingContext,
  { dynamic = false } = {},
): boolean {
  const seen = new Set([id]);
  const queue = [id];
  for (const module of queue) {
    if (by.test(module)) return true;
    const info = context.getModuleInfo(module);
    for (const importer of [...(info?.importers ?? []), ...(dynamic ? (info?.dynamicImporters ?? []) : [])]) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

/**
 * `import { Copy, Info } from 'lucide-react'` as one import per icon file, in the build. Through
 * the package's entry, which re-exports every icon (some 2,000), each looks imported by every
 * module that imports one, and `loadedAfterFirstScreen` would put the account dialogs' icons
 * in `pages` with the alerts'. What the entry exports besides icons (types, `createLucideIcon`)
 * is still imported from it.
 */
function lucideIconImports(): Plugin {
  const iconFiles = new Map<string, string>();
  return {
    name: 'trousse-lucide-icon-imports',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const entry = (await this.resolve('lucide-react'))?.id;
      if (!entry) return this.error('lucide-icon-imports: lucide-react not found');
      // `export { default as Copy, default as CopyIcon, … } from './icons/copy.mjs';`
      for (const [, names, file] of readFileSync(entry, 'utf8').matchAll(
        /export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)';/g,
      )) {
        for (const [, name] of names!.matchAll(/default as (\w+)/g)) {
          iconFiles.set(name!, join(dirname(entry), file!));
        }
      }
      if (iconFiles.size === 0) this.error(`lucide-icon-imports: no icons found in ${entry}`);
    },
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: 'lucide-react' },
      handler(code) {
        const rewritten = code.replace(
          /import \{([^}]*)\} from 'lucide-react';/g,
          (declaration, list: string) => {
            const kept: string[] = [];
            const icons: string[] = [];
            for (const specifier of list.split(',').map((text) => text.trim())) {
              if (!specifier) continue;
              const [name = '', local = name] = specifier.split(/\s+as\s+/);
              const file = iconFiles.get(name);
              if (file) icons.push(`import ${local} from ${JSON.stringify(file)};`);
              else kept.push(specifier);
            }
            const imports = [
              ...(kept.length ? [`import { ${kept.join(', ')} } from 'lucide-react';`] : []),
              ...icons,
            ];
            // As many lines as before, so that the lines below keep their numbers.
            return imports.join(' ') + '\n'.repeat(declaration.split('\n').length - 1);
          },
        );
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}

/**
 * What every first screen fetches after the entry, asked for by index.html itself so that it
 * comes with the entry instead of a round trip later: the `pages` chunk and its styles, and —
 * in `index.<lang>.html`, which the server answers to a browser asking for that language
 * (plugins/web.ts) — the language's catalogue; index.html, French's.
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
        let defaultCatalogue: string[] = [];
        for (const chunk of chunks) {
          const language = /[\\/]src[\\/]i18n[\\/]locales[\\/]main[\\/](\w+)\.ts$/.exec(
            chunk.facadeModuleId ?? '',
          )?.[1];
          if (!language) continue;
          const link = `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`;
          if (language === DEFAULT_LANGUAGE) {
            defaultCatalogue = [link];
            continue;
          }
          this.emitFile({ type: 'asset', fileName: `index.${language}.html`, source: withLinks([link]) });
        }
        if (!defaultCatalogue.length) this.error(`no chunk holds the ${DEFAULT_LANGUAGE} catalogue`);
        page.source = withLinks(defaultCatalogue);

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
        // The tools (src/app/tools.tsx: src/features/<app id>/tool.tsx), each at its app's address.
        for (const chunk of chunks) {
          const tool = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]tool\.tsx$/.exec(
            chunk.facadeModuleId ?? '',
          )?.[1];
          if (tool)
            preloads[`/app/${tool}`] = pulledIn([chunkOf(`app/routes/${pageTable.app.route}.tsx`), chunk]);
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
  plugins: [lucideIconImports(), react(), firstScreenPreloads()],
  server: {
    proxy: apiProxy,
  },
  preview: {
    proxy: apiProxy,
  },
  build: {
    // One stylesheet for every page (some 12 KB compressed), asked for by index.html: a tool's
    // page fetched four or five small ones besides, each a request that, over HTTP/1.1's six
    // connections, waited for a free one before the page could show.
    cssCodeSplit: false,
    // Every browser the app supports (ES2022, dynamic import) knows modulepreload.
    modulePreload: { polyfill: false },
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Few files rather than a dozen small ones: over HTTP/1.1 a browser fetches six at a
        // time, and each further round costs a round trip before the first screen can show.
        codeSplitting: {
          groups: [
            // What the first screen loads: the libraries (which change seldom, cached apart)…
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 5 },
            // …and the app's own code, both preloaded by index.html.
            { name: 'app', tags: ['$initial'], priority: 4 },
            // The notices' library, loaded after the first screen (lib/toast.ts), on its own: in
            // 'pages' it would make every page wait for it.
            { name: 'toasts', test: /[\\/]node_modules[\\/]sonner[\\/]/, priority: 4 },
            // Code shared by pages loaded on demand, in four files: 'pages', what every page
            // loads just after its first screen too (afterFirstScreen), preloaded by index.html;
            // 'shared', what the sign-in page uses with others (forms, code keypad, error texts);
            // 'tools', what the tools use with others (toolModule); 'account', the rest (the
            // account's sections and dialogs). The last three are preloaded only by the pages
            // that import them — in 'pages', the dashboard would download them with its first
            // screen. None holds Zod and the contract's schemas,
            // which only the forms import (dynamically): bundled there, every page would wait
            // for them before it shows.
            {
              name: (id: string, context: Rolldown.ChunkingContext) =>
                !schemaModule.test(id) && importedBy(id, afterFirstScreen, context) ? 'pages' : null,
              minShareCount: 2,
              priority: 3,
            },
            {
              name: (id: string, context: Rolldown.ChunkingContext) =>
                !schemaModule.test(id) && importedBy(id, signInRoute, context, { dynamic: true })
                  ? 'shared'
                  : null,
              minShareCount: 2,
              priority: 2,
            },
            {
              name: (id: string, context: Rolldown.ChunkingContext) =>
                !schemaModule.test(id) && importedBy(id, toolModule, context) ? 'tools' : null,
              minShareCount: 2,
              priority: 1,
            },
            {
              name: (id: string) => (schemaModule.test(id) ? null : 'account'),
              minShareCount: 2,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
