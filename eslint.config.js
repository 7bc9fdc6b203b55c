// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const features = readdirSync(new globalThis.URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Import boundaries (ARCHITECTURE.md): shared imports nothing of ours; functions and frontend
 * import shared only; infra imports shared and its own definitions; a feature never imports
 * another feature; no cycles anywhere.
 */
const boundaries = [
  {
    target: './shared',
    from: ['./functions', './frontend', './infra', './test'],
    message: 'shared/ must stay free of app code.',
  },
  { target: './functions', from: ['./frontend', './infra', './test'], message: 'functions/ may import shared/ only.' },
  { target: './frontend', from: ['./functions', './infra', './test'], message: 'frontend/ may import shared/ only.' },
  { target: './infra', from: ['./frontend', './test'], message: 'infra/ may import shared/ and its definitions.' },
  ...features.map((feature) => ({
    target: `./frontend/src/features/${feature}`,
    from: './frontend/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in src/app.',
  })),
];

/**
 * Layers inside functions/src, one way (README, Layout): handlers (and their composition roots in
 * handlers/deps/) → lib (the HTTP stack, config, logger) → domain ← adapters. The domain imports
 * none of the others; adapters implement its ports and import neither lib nor handlers; lib
 * never imports handlers or adapters. Tests may reach across to build or mock what they need.
 */
const src = './functions/src';
const layers = [
  {
    target: `${src}/domain`,
    from: [`${src}/lib`, `${src}/adapters`, `${src}/handlers`],
    message: 'domain/ is pure: take what it needs as a port or an argument, wired in handlers/deps/.',
  },
  {
    target: `${src}/adapters`,
    from: [`${src}/lib`, `${src}/handlers`],
    message: 'adapters/ implement domain ports; they import neither lib/ nor handlers/.',
  },
  {
    target: `${src}/lib`,
    from: [`${src}/handlers`, `${src}/adapters`],
    message: 'lib/ sits below handlers/: composition roots that import adapters live in handlers/deps/.',
  },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'cdk.out', '.data*', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({
          project: ['tsconfig.json', 'frontend/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...layers] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Tests build and mock across layers; the package boundaries still hold for them.
    files: ['functions/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
