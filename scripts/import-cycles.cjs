// dependency-cruiser's configuration for `pnpm lint`: no import cycle, in any package. Type-only
// imports count too: a cycle through types still ties two modules to each other, and it becomes
// an evaluation-order cycle as soon as a value is imported along the same edge (ESLint's
// import-x/no-cycle skips type imports, which is why this check is not an ESLint rule).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycle',
      comment: 'Modules import each other in a circle: break it by moving what both need down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/', 'storybook-static', 'coverage', '\\.reports'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
