// Lint: TypeScript rules plus the import directions of docs/architecture.md
// (web -> shared, server -> shared, never web <-> server, no feature reaching into another, no cycles).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const FEATURES = 'src/web/features';
/** The layers of one feature; any other sub-folder is a feature of its own (admin/outbox: one per admin screen). */
const LAYERS = ['api', 'components', 'lib'];
const subfolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

// Each folder of features/, or, for a folder that groups screens (admin/), each screen and each of its own layers.
const features = subfolders(FEATURES).flatMap((name) => {
  const inside = subfolders(`${FEATURES}/${name}`);
  const screens = inside.filter((s) => !LAYERS.includes(s));
  if (screens.length === 0) return [name];
  return [...screens, ...inside.filter((s) => LAYERS.includes(s))].map((s) => `${name}/${s}`);
});

const featureZones = features.flatMap((target) =>
  features
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./src/web/features/${target}`,
      from: `./src/web/features/${from}`,
      except: ['./index.ts'],
      message: `Import the ${from} feature through its index.ts, never its internals.`,
    })),
);

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'e2e/artifacts', 'coverage', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/web', from: './src/server', message: 'The web app never imports server code.' },
            { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
            {
              target: './src/shared',
              from: ['./src/server', './src/web'],
              message: 'Shared contracts import nothing from either side.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/web', from: './src/server', message: 'The web app never imports server code.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
);
