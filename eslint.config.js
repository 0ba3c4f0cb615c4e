// One lint set-up for the whole workspace: TypeScript, React hooks and accessibility rules, and
// the dependency direction of ../shared/CONVENTIONS.md as restricted imports and globals.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const appImports = [
  { group: ['@portineria/web', '@portineria/web/*'], message: 'Packages never import an app.' },
  {
    group: ['@portineria/gateway', '@portineria/gateway/*'],
    message: 'Packages never import an app.',
  },
  { group: ['**/apps/**'], message: 'Packages never import an app.' },
];

/** domain: no React, no DOM, no network, no other workspace package. */
const domainImports = [
  ...appImports,
  { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'domain imports no React.' },
  {
    group: ['@tanstack/*', 'firebase', 'firebase/*', '@radix-ui/*', 'radix-ui', 'react-aria*'],
    message: 'domain imports no UI or network library.',
  },
  { group: ['@portineria/*'], message: 'domain depends on no other workspace package.' },
  {
    group: ['node:*', 'fs', 'http', 'https', 'net', 'child_process', 'ws'],
    message: 'domain does no I/O.',
  },
];

const domainGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'process',
  'setTimeout',
  'setInterval',
  'requestAnimationFrame',
  // Web and Node globals, not ECMAScript: the published ui bundles domain's declarations without
  // DOM or Node types, so these would break its build.
  'URL',
  'URLSearchParams',
  'TextDecoder',
  'TextEncoder',
  'Buffer',
  'atob',
  'btoa',
].map((name) => ({
  name,
  message:
    'domain is pure: no DOM, network, environment or timers outside machines (XState delays).',
}));

/**
 * apps/web: server state only through the api-client (no literal query keys, no hand-written
 * reads or writes), never the gateway's code, and one direction between the app's folders:
 * lib → session → records → features → shell → routes → app, each importing only those before it,
 * and no feature importing another feature.
 */
const webQuerySyntax = [
  {
    selector:
      "Property[key.name='queryKey'] > ArrayExpression, Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
    message:
      'No literal query keys in the app: use the api-client’s query options and its key factory.',
  },
  {
    selector: "Property[key.name='queryFn']",
    message: 'Reads go through the api-client’s query options, not a hand-written queryFn.',
  },
  {
    selector: "Property[key.name='mutationFn']",
    message: 'Writes go through the api-client’s mutation options and the invalidation they imply.',
  },
];

/**
 * A role type or a status compared with a literal in an app restates a rule domain owns
 * (../shared/CONVENTIONS.md "One owner per rule"): `x.status === 1`, `roleType === 'ORG'`, a
 * database row's `row.role_type === 'SPL'`, `case 'ORG':` in a switch over a role type. The apps compare with domain's names
 * (ROLE_TYPE, ORDER_STATUS, ACTIVITY_STATUS, TICKET_STATUS, CALENDAR_STATUS, EMPLOYEE_STATUS,
 * FOLDER_STATUS, SUPPLIER_ACCESS_STATUS, NOTIFICATION_STATUS…) or ask its predicates. Not
 * matched, because they are no business status: HTTP statuses (three digits) and the lower-case
 * words of libraries' own states (XState's snapshot 'done', TanStack Query's 'pending', 'error',
 * 'success', Promise.allSettled's 'fulfilled', 'rejected').
 */
const STATUS_FIELD = '/^(status|roleType|role_type)$/';
const BUSINESS_LITERAL =
  "[type='Literal'][raw=/^(-?[0-9]{1,2}(\\.[0-9]+)?|'[^']*'|\"[^\"]*\")$/]:not([raw=/^['\"](done|active|stopped|idle|pending|error|success|fulfilled|rejected)['\"]$/])";
const STATUS_MESSAGE =
  'Compare a status or a role type with domain’s named constant or predicate (ROLE_TYPE.ORG, ORDER_STATUS.DRAFT, CALENDAR_STATUS.done, EMPLOYEE_STATUS.ENABLED…), never a literal: domain owns the values (CONVENTIONS.md "One owner per rule").';
const statusLiteralSyntax = [
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/]:matches([left.property.name=${STATUS_FIELD}], [left.name=${STATUS_FIELD}]) > ${BUSINESS_LITERAL}.right`,
    message: STATUS_MESSAGE,
  },
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/]:matches([right.property.name=${STATUS_FIELD}], [right.name=${STATUS_FIELD}]) > ${BUSINESS_LITERAL}.left`,
    message: STATUS_MESSAGE,
  },
  {
    selector: `SwitchStatement:matches([discriminant.property.name=${STATUS_FIELD}], [discriminant.name=${STATUS_FIELD}]) > SwitchCase > ${BUSINESS_LITERAL}.test`,
    message: STATUS_MESSAGE,
  },
];

const gatewayImports = [
  {
    group: [
      '@portineria/gateway',
      '@portineria/gateway/*',
      '**/apps/gateway/**',
      '**/gateway/src/**',
    ],
    message: 'The web app reaches the gateway over HTTP only, through the api-client.',
  },
];

/** The app's folders in dependency order: each may import only the folders before it. */
const WEB_LAYERS = ['lib', 'session', 'records', 'features', 'shell', 'routes', 'app'];

function webLayerImports(layer) {
  const later = WEB_LAYERS.slice(WEB_LAYERS.indexOf(layer) + 1);
  return [
    ...gatewayImports,
    ...later.map((folder) => ({
      regex: `^(\\.\\./)+${folder}/`,
      message: `src/${layer} may not import src/${folder}: the app's folders depend one way (${WEB_LAYERS.join(' → ')}).`,
    })),
  ];
}

/** Inside a feature's folder, a sibling feature's path is `../<feature>/…`. */
const otherFeatureImports = {
  regex: '^\\.\\./[^./][^/]*/',
  message: 'A feature never imports another feature: share through ui, domain or src/records.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.reports/**',
      '**/storybook-static/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Jest loads reporters as CommonJS.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: domainImports }] },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: { 'no-restricted-globals': ['error', ...domainGlobals] },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appImports,
            {
              group: ['@portineria/api-client', '@portineria/api-client/*'],
              message: 'ui and api-client never import each other.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api-client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appImports,
            {
              group: ['@portineria/ui', '@portineria/ui/*'],
              message: 'ui and api-client never import each other.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/gateway/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@portineria/ui',
                '@portineria/ui/*',
                '@portineria/api-client',
                '@portineria/api-client/*',
                '@portineria/web',
                '@portineria/web/*',
              ],
              message: 'The gateway shares only domain; the web app reaches it over HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract tests drive the real client against a gateway started in the test: the client
    // is tested against the server it talks to, and the server's code still never imports it.
    files: ['apps/gateway/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portineria/ui', '@portineria/ui/*', '@portineria/web', '@portineria/web/*'],
              message: 'Gateway tests use the client over HTTP, never the ui or the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: gatewayImports }],
      'no-restricted-syntax': ['error', ...webQuerySyntax, ...statusLiteralSyntax],
    },
  },
  {
    // A test states the spec's literal answer, and the demo data is data: both may spell values.
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/e2e/**'],
    rules: { 'no-restricted-syntax': ['error', ...webQuerySyntax] },
  },
  {
    files: ['apps/gateway/src/**/*.ts'],
    ignores: ['apps/gateway/src/**/*.test.ts', 'apps/gateway/src/seed/**'],
    rules: { 'no-restricted-syntax': ['error', ...statusLiteralSyntax] },
  },
  ...WEB_LAYERS.map((layer) => ({
    files: [`apps/web/src/${layer}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: webLayerImports(layer) }] },
  })),
  {
    // The files of one feature; a test beside the features (src/features/*.test.ts) may read several.
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...webLayerImports('features'), otherFeatureImports] },
      ],
    },
  },
);
