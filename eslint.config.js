import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layersPlugin } from './scripts/eslint/layers-plugin.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'tour-shots', 'test-results', 'test-results-*', 'playwright-report', 'public/sw.js', '.probe'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML.' },
        { selector: "CallExpression[callee.name='eval']", message: 'No eval.' },
      ],
    },
  },
  // machines stay pure: no React, no DOM libraries, no HTTP
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@xstate/react', 'wouter', 'ofetch', 'miragejs', 'arktype'],
              message: 'Machines are pure: no React, no HTTP, no validation library.',
            },
          ],
        },
      ],
    },
  },
  // imports flow down the layers of docs/architecture.md; features never import each other
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'mirage/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/imports-flow-down': 'error' },
  },
);
