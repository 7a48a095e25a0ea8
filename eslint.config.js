// ESLint: typescript-eslint's recommended rules and React's rules of hooks, no warnings allowed
// (`npm test` runs `eslint --max-warnings 0`).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'wordpress/lubrica-islands/dist/', '.wp/', 'shots/', 'reports/', 'test-results/', 'bench/results/', 'public/', '.diag/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      // As tsc's noUnused*: a leading underscore marks a parameter kept for its position, and
      // a destructured name may be left out to take the rest.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // React code only: Playwright's fixtures call their callback `use`, which is not a hook.
    files: ['src/**/*.{ts,tsx}', 'islands/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
