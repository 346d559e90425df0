// Import boundaries: the "Never" column of DESIGN §3 as rules. Run through `node scripts/checkBoundaries.ts`
// (npm run lint), which also shows dependency-cruiser the imports of .astro files; see
// docs/decisions/060-lint-format-boundaries.md. Type-only imports count: a type import still ties
// one folder to another's shapes.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other cannot be understood, tested or moved one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-code-not-server',
      severity: 'error',
      comment: 'Islands, stores and browser scripts run in the browser: they reach the server through Actions, never the catalogue (secrets), the platform or the server-side article HTML sanitiser.',
      from: { path: '^src/(islands|stores|browser)/' },
      to: { path: '^src/(catalogue|platform|articleHtml)/' },
    },
    {
      name: 'site-not-platform',
      severity: 'error',
      comment:
        'The site (catalogue, pages, components, everything outside src/platform) reaches the bundled platform over HTTP, exactly like the real one. Only src/server.ts and its host module src/http/bundledPlatform.ts touch it (next rules).',
      from: { path: '^src/', pathNot: '^src/(platform/|server[.]ts$|http/bundledPlatform[.]ts$)' },
      to: { path: '^src/platform/' },
    },
    {
      name: 'server-hosts-platform-entry-only',
      severity: 'error',
      comment:
        'src/server.ts and src/http/bundledPlatform.ts may load the bundled platform through its entry, createPlatform.ts, and read its prefixes (platformPrefixes.ts, constants only; docs/decisions/138); nothing else of it.',
      from: { path: '^src/(server|http/bundledPlatform)[.]ts$' },
      to: { path: '^src/platform/', pathNot: '^src/platform/(createPlatform|platformPrefixes)[.]ts$' },
    },
    {
      name: 'server-imports-platform-lazily',
      severity: 'error',
      comment: 'src/server.ts imports the platform host (src/http/bundledPlatform.ts, which loads createPlatform.ts) dynamically, so BUNDLED_PLATFORM=off loads none of it; a type import is fine.',
      from: { path: '^src/server[.]ts$' },
      to: { path: '^src/(platform/createPlatform|http/bundledPlatform)[.]ts$', dynamic: false, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'pages-not-node',
      severity: 'error',
      comment: 'Pages decide and render; file system, network and crypto belong to the catalogue, articleHtml and http modules.',
      from: { path: '^src/pages/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'islands-not-node',
      severity: 'error',
      comment: 'Islands run in the browser.',
      from: { path: '^src/islands/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'components-no-io',
      severity: 'error',
      comment: "Components render what their page loaded (DESIGN §3: no I/O). Catalogue and loader types are fine; the catalogue instance, its engine and the loaders are the page's to call.",
      from: { path: '^src/components/' },
      to: { path: '^src/(catalogue/(catalogue|catalogueEngine|callWrappers)[.]ts$|loaders/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'pages-call-loaders',
      severity: 'error',
      comment: "A page's frontmatter calls its loader (DESIGN §3); the catalogue instance, its engine and wrappers are the loaders' to call. Catalogue types are fine.",
      from: { path: '^src/pages/' },
      to: { path: '^src/catalogue/(catalogue|catalogueEngine|callWrappers)[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'loaders-no-markup',
      severity: 'error',
      comment: 'Loaders return view models; markup belongs to pages, layouts and components (DESIGN §3).',
      from: { path: '^src/loaders/' },
      to: { path: '([.](astro|tsx)$|^src/(components|layouts|islands)/)' },
    },
    {
      name: 'islands-not-loaders',
      severity: 'error',
      comment: 'Loaders build page data on the server; islands get props or call Actions.',
      from: { path: '^src/(islands|stores|browser)/' },
      to: { path: '^src/loaders/' },
    },
    {
      name: 'browser-no-react',
      severity: 'error',
      comment: 'src/browser holds plain custom elements and small scripts (DESIGN §3); React lives in islands only.',
      from: { path: '^src/browser/' },
      to: { path: '([.](tsx|astro)$|^src/(islands|components|layouts)/|node_modules/(react|react-dom|@nanostores/react)/)' },
    },
    {
      name: 'stores-no-jsx',
      severity: 'error',
      comment: 'Stores are UI-free and tested without a browser: no React, no components.',
      from: { path: '^src/stores/' },
      to: { path: '([.]tsx$|^src/(islands|components)/|node_modules/(react|react-dom|@nanostores/react)/)' },
    },
    {
      name: 'lib-not-catalogue',
      severity: 'error',
      comment: 'src/lib holds pure rules shared with the browser; the catalogue may use lib, never the other way.',
      from: { path: '^src/lib/' },
      to: { path: '^src/catalogue/' },
    },
    {
      name: 'lib-no-io',
      severity: 'error',
      comment: 'src/lib is pure and runs in the browser too: no Node modules, no platform.',
      from: { path: '^src/lib/' },
      to: { dependencyTypes: ['core'] },
    },
    // Contracts (docs/decisions/147).
    {
      name: 'contracts-only-lib',
      severity: 'error',
      comment:
        "src/contracts holds what crosses the server/browser line (Action answers, island props, the reader, the browser's error): both sides import it, so it may import only src/lib and other contracts, never a store, the catalogue or the browser code.",
      from: { path: '^src/contracts/' },
      to: { pathNot: '^src/(lib|contracts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|reports|[.]astro)/' },
    tsPreCompilationDeps: true,
    // node_modules is a symlink in the scratch copy scripts/checkBoundaries.ts cruises.
    preserveSymlinks: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
