import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Dependency direction (docs/architecture.md): components/ui, lib, contracts, domain → features →
// shell (the app shell) → pages. Features never import each other; nothing that ships to the
// browser imports src/server.
const features = fs.existsSync('src/features') ? fs.readdirSync('src/features') : [];
const pages = fs.existsSync('src/pages') ? fs.readdirSync('src/pages') : [];
const clientFolders = ['features', 'components', 'shell', 'lib', 'contracts', 'domain'];

const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features never import each other: move what they share to components/, lib/, domain/ or contracts/.',
  })),
  ...clientFolders.map((folder) => ({
    target: `./src/${folder}`,
    from: './src/server',
    message: 'Code that runs in the browser never imports src/server.',
  })),
  ...['components', 'lib', 'contracts', 'domain'].map((folder) => ({
    target: `./src/${folder}`,
    from: ['./src/features', './src/shell', './src/pages'],
    message: 'Shared layers do not depend on features, the shell or pages.',
  })),
  {
    target: './src/features',
    from: ['./src/shell', './src/pages'],
    message: 'Features do not depend on the shell or pages.',
  },
  // The back office is its own bundle: only its pages (src/pages/admin) may load it.
  ...['shell', ...pages.filter((page) => page !== 'admin').map((page) => `pages/${page}`)].map((folder) => ({
    target: `./src/${folder}`,
    from: './src/features/admin',
    message:
      'Only the back office’s pages (src/pages/admin) import features/admin: public and customer bundles stay without it.',
  })),
  { target: './src/shell', from: './src/pages', message: 'shell/ does not depend on pages.' },
  {
    target: './src/server',
    from: ['./src/features', './src/shell', './src/pages', './src/components'],
    message: 'The server does not import UI code.',
  },
  // On the server, routes (api/) and jobs → services → lifecycle → messages, invoices, integrations
  // → db, with core/ (errors, the request's types, permissions) below them all. The lifecycle
  // declares messages and documents as effects: they never call back into it.
  ...[
    { folder: 'lifecycle', above: ['services', 'jobs', 'operations'] },
    { folder: 'messages', above: ['lifecycle', 'services', 'jobs'] },
    { folder: 'invoices', above: ['lifecycle', 'services', 'jobs'] },
    // The one iCalendar writer, for the messages' invitations and the services' downloads and feed.
    { folder: 'calendar', above: ['lifecycle', 'services', 'jobs', 'messages'] },
    { folder: 'integrations', above: ['lifecycle', 'services', 'jobs', 'messages', 'invoices'] },
    // The schema types a column with the invoice's document; seeds write demo data as a user would.
    { folder: 'db/!(seed)/**', above: ['lifecycle', 'services', 'jobs', 'messages', 'integrations'] },
    { folder: 'db/*.ts', above: ['lifecycle', 'services', 'jobs', 'messages', 'invoices', 'integrations'] },
    // The request's dependencies (core/context) are typed with the integrations' interfaces.
    { folder: 'core', above: ['lifecycle', 'services', 'jobs', 'messages', 'invoices'] },
  ].map(({ folder, above }) => ({
    target: `./src/server/${folder}`,
    from: above.map((layer) => `./src/server/${layer}`),
    message: `src/server/${folder} is below ${above.join(', ')}: layers import downwards only (docs/architecture.md).`,
  })),
  // On the server, routes → services and lifecycle → db; errors and the request's types live in core/, below both.
  ...[
    'services',
    'lifecycle',
    'jobs',
    'messages',
    'calendar',
    'integrations',
    'db',
    'auth',
    'core',
    'operations',
  ].map((folder) => ({
    target: `./src/server/${folder}`,
    from: './src/server/api',
    message:
      'Only the HTTP layer lives in src/server/api: services and below import errors and types from src/server/core.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'scripts/fixtures/bare-next/.next/**',
      'node_modules/**',
      '.data/**',
      '.bench/**',
      'next-env.d.ts',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // No page loads zod first (src/lib/forms/lazy-zod-resolver.ts): what renders in the browser takes
    // only types from zod and from the modules that use it; their plain values live in zod-free
    // modules (contracts/*-values.ts, phone-format.ts, features' *-form-values.ts), their schemas
    // come through a dynamic import().
    files: ['src/components/**/*.tsx', 'src/shell/**/*.tsx', 'src/features/**/components/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: 'Validate through lazyZodResolver: zod stays out of the first load.',
            },
          ],
          patterns: [
            {
              group: [
                '**/contracts/*',
                '!**/contracts/*-values',
                '!**/contracts/phone-format',
                '**/*-form-schema',
                '**/*-form-schemas',
                '**/account-forms',
              ],
              allowTypeImports: true,
              message:
                'This module imports zod: import its types only, its values from a zod-free module, its schemas with import().',
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line scripts talk to the terminal.
    files: ['scripts/**', 'e2e/**', 'tests/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Plain ES modules run by Node.js as they are (the production server, the load worker).
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: globals.node },
  },
);
