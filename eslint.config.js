// One lint config for the whole repository (ESLint flat config).
// - TypeScript: typescript-eslint's recommended rules, plus the type-aware rules that catch
//   real bugs here (promises nobody awaits, awaiting non-promises, needless assertions).
//   Type information comes from the project service, so every tsconfig in the repo is used.
// - React hooks: recommended rules wherever React code lives (packages/react, apps).
// - Packages are libraries: no default exports, no `any` in their sources.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noDefaultExport = [
  {
    selector: 'ExportDefaultDeclaration',
    message: 'Packages use named exports only: a default export renames itself at every import site.',
  },
  {
    selector: "ExportNamedDeclaration > ExportSpecifier[exported.name='default']",
    message: 'Packages use named exports only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      'tools/parity/out/**',
      'tools/bench/out/**',
      'tools/visibility/out/**',
      'tools/realism/out/**',
      '**/storybook-static/**',
      '**/.vitest-attachments/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/only-throw-error': 'error',
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': ['error', ...noDefaultExport],
    },
  },
  {
    files: ['packages/react/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A missing dependency is the classic stale-closure bug in R3F code: fail, do not warn.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
