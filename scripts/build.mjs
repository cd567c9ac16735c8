// Bundles the three entry points with esbuild: the VS Code client (vscode
// external), the language server, and the CLI. `tsc --noEmit` type-checks.
import { build } from 'esbuild';

const common = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', sourcemap: true, logLevel: 'warning', minifySyntax: true,
  // Some dependencies (fdir via tinyglobby) call createRequire(import.meta.url); give CJS bundles a real URL.
  banner: { js: "const __importMetaUrl = require('url').pathToFileURL(__filename).href;" },
  define: { 'import.meta.url': '__importMetaUrl' },
};
await Promise.all([
  build({ ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode'] }),
  build({ ...common, entryPoints: ['server/src/lsp/main.ts'], outfile: 'dist/server.js' }),
  build({ ...common, entryPoints: ['server/src/cli/bin.ts'], outfile: 'dist/cli.js' }),
]);
console.log('built dist/client.js dist/server.js dist/cli.js');
