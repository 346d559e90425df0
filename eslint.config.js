// ESLint: typescript-eslint's recommended rules everywhere, Astro's for .astro files, and React's
// hook rules for the islands (the only React code), and our own rule that only islands hydrate
// (eslint/, docs/decisions/150). Import boundaries are dependency-cruiser's job
// (.dependency-cruiser.cjs), formatting Prettier's. See docs/decisions/060-lint-format-boundaries.md.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import touchnews from './eslint/hydrateIslandsOnly.js';

export default defineConfig(
  globalIgnores(['dist/', 'data/', 'reports/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'src/platform/db/migrations/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    // Server code, scripts, tests and config run on Node; pages and components also ship browser scripts.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // DESIGN §3: a page asks the catalogue (or its loader) for data; it never fetches by itself.
    files: ['src/pages/**/*.{astro,ts}'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'Pages load data through the catalogue or a loader (DESIGN §3).' }] },
  },
  {
    // One module reads the site's settings (src/config/serverEnv.ts); the catalogue reads the
    // platform's addresses and secrets, and the bundled platform its own.
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['src/config/**', 'src/catalogue/catalogueConfig.ts', 'src/platform/**'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through src/config/serverEnv.ts.' }] },
  },
  {
    // Contract tests walk recorded and live platform answers freely, as a client of that JSON would.
    files: ['tests/platform/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Only islands hydrate, and islands only hydrate (docs/decisions/150).
    files: ['src/**/*.{astro,ts,tsx,js,mjs}'],
    plugins: { touchnews },
    rules: { 'touchnews/hydrate-islands-only': 'error' },
  },
  {
    files: ['src/islands/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
