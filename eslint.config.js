import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

/** The web app's features: each is a room of its own (ARCHITECTURE, decision 012). */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      // The configuration module is the only door to the environment (ARCHITECTURE).
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Lisez la configuration via src/config.ts, pas process.env.',
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/config.ts',
      'apps/server/test/**',
      '**/*.mjs',
      '**/*.config.ts',
      'e2e/**',
      'bench/**',
      'scripts/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The server's floors: db/ and lib/ are what the modules build on, and never reach up to a
    // module, a plugin or the composition (decision 020). What they need moves down.
    files: ['apps/server/src/{db,lib}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/modules',
                '**/modules/**',
                '**/plugins',
                '**/plugins/**',
                '../app',
                '../admin',
                '../main',
              ],
              message:
                "db/ et lib/ n'importent ni les modules, ni les plugins, ni app.ts : descendez ce qu'il leur faut.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Imports flow one way: lib → entities → components → features → app. Shared code never
    // reaches up.
    files: ['apps/web/src/{components,lib,hooks,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Le code partagé ne dépend pas des fonctionnalités.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ is infrastructure (API client, storage, formatting, keyboard, focus, platform): it knows
    // no domain, so it stays below the entities.
    files: ['apps/web/src/{lib,hooks,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Le code partagé ne dépend pas des fonctionnalités.',
            },
            {
              group: ['**/entities/**', '**/components/**'],
              message: "L'infrastructure (lib/, hooks/, i18n/) ne dépend ni des entités ni des composants.",
            },
          ],
        },
      ],
    },
  },
  {
    // An entity (session, quota, two-factor…) is the state, queries and types of one domain that
    // several features read: it may use lib/ and other entities, never a feature, the app or UI.
    files: ['apps/web/src/entities/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: "Une entité ne dépend pas des fonctionnalités : c'est elles qui la lisent.",
            },
            {
              group: ['**/components/**'],
              message: "Une entité n'a pas d'interface : les composants la lisent, pas l'inverse.",
            },
          ],
        },
      ],
    },
  },
  // A feature imports shared code (entities, components, hooks, lib, i18n) and itself, never another
  // feature nor the app: what two features share moves down to shared code, and src/app composes.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'Seul src/app assemble les fonctionnalités.' },
            {
              group: webFeatures
                .filter((other) => other !== feature)
                .flatMap((other) => [
                  `**/features/${other}`,
                  `**/features/${other}/**`,
                  `../../${other}`,
                  `../../${other}/**`,
                  `../${other}`,
                  `../${other}/**`,
                ]),
              message: `Une fonctionnalité n'importe pas une autre : déplacez le code partagé dans entities/, components/, hooks/ ou lib/.`,
            },
          ],
        },
      ],
    },
  })),
);
