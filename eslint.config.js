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
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
