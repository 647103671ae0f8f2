import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = ['auth', 'system', 'dashboard', 'facilities', 'check-ins', 'coupons', 'tickets', 'settings', 'demo', 'visualizer'];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'tour-shots', 'test-results', 'test-results-*', 'playwright-report', 'public/sw.js'] },
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
      'no-restricted-syntax': ['error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML.' },
        { selector: "CallExpression[callee.name='eval']", message: 'No eval.' }],
    },
  },
  // machines stay pure: no React, no DOM libraries, no app code
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['react', 'react-dom', '@xstate/react', 'wouter', 'ofetch', 'miragejs', 'arktype', '**/src/app/**', '**/src/api/**', '**/src/features/**', '**/src/ui/**'], message: 'Machines are pure: no React, no HTTP, no app code (src/messages and src/lib pure helpers are fine).' }] }],
    },
  },
  // features never import each other
  ...features.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: features.filter((other) => other !== name).map((other) => ({
        group: [`**/features/${other}`, `**/features/${other}/**`], message: 'Features never import each other; move shared code to src/ui or src/lib.' })) }],
    },
  })),
  // shared layers never import features or the app
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/api/**/*.ts', 'src/messages/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/features/**', '**/app/**'], message: 'Shared code never imports features or the app.' }] }],
    },
  },
);
