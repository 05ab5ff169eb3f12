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
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Imports flow one way: shared code → features → app. Shared code never reaches up.
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
  // A feature imports shared code (components, hooks, lib, i18n) and itself, never another
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
              message: `Une fonctionnalité n'importe pas une autre : déplacez le code partagé dans components/, hooks/ ou lib/.`,
            },
          ],
        },
      ],
    },
  })),
);
