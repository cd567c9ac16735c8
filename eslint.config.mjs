// ESLint for the project's TypeScript (`npm run lint:code`, part of `npm test`).
// Its first job is the architecture's seams (ARCHITECTURE.md, CONTRIBUTING.md):
// - the front ends (cli/, lsp/, client/) use the service only through its front
//   door, server/src/service/index.ts, and share the protocol module
//   (server/src/protocol.ts);
// - the service is pure: no editor, protocol or Node module, no front end;
// - the language server neither parses YAML nor validates on its own;
// - the client takes no server code but the front door's pure data and the protocol;
// - the language server and the client run in a browser too (VS Code for the Web):
//   only their Node entry points and the Node-only modules they start with may
//   use Node; everything else (the shared wiring, the browser entry points, the
//   service) uses neither a Node module nor a Node global.
// Beyond that, the recommended rules, less the few the code does not follow on
// purpose (each said below).
import { builtinModules } from 'node:module';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Any import into the service other than its front door (`service/index`, or the folder itself). */
const SERVICE_INSIDE = {
  regex: '(^|/)service/(?!index$).+',
  message: 'Front ends use the service through its front door only: import from service/index (add what is missing there).',
};

/** Protocol, editor and language-server packages: the service knows none of them. */
const EDITOR_PACKAGES = ['vscode', 'vscode-languageserver', 'vscode-languageserver-textdocument', 'vscode-languageserver-protocol', 'vscode-languageclient', 'vscode-jsonrpc'];

/** Node's modules, by either name (`fs`, `node:fs`, `fs/promises`). */
const NODE_MODULE_PATTERNS = (message) => [
  { regex: '^node:', message },
  { regex: `^(${builtinModules.filter((m) => !m.startsWith('_')).map((m) => m.replace(/[/]/g, '\\/')).join('|')})(/.*)?$`, message },
];

/** Node's globals, which a web worker lacks (the web APIs Node also has, such as TextEncoder and crypto, are fine). */
const NODE_GLOBALS = (message) => ['Buffer', 'process', 'setImmediate', 'clearImmediate', '__dirname', '__filename', 'require', 'module', 'global'].map((name) => ({ name, message }));

/**
 * The language server's Node-only modules: its Node entry point and what only
 * it uses (the stdio transport, V8's collector and flags, the memory trace,
 * the workspace folders read from disk).
 * The rest of server/src/lsp is shared with the web worker (browser-main.ts).
 */
const LSP_NODE_ONLY = ['main', 'stdio', 'gc', 'memory', 'memtrace', 'disk-files'];
/** The client's Node-only module: the desktop entry point. The rest of client/src is shared with the web build. */
const CLIENT_NODE_ONLY = ['main'];

const IN_BROWSER = 'This module runs in a browser\'s web worker too (VS Code for the Web): no Node. Put Node code in the Node entry point (main.ts) or a module only it imports.';

/** The language server's own seams: no parsing or validating, no CLI. */
const LSP_PATHS = ['yaml', 'js-yaml', 'ajv', 'ajv-formats'].map((name) => ({ name, message: 'The language server neither parses nor validates: the service does.' }));
const LSP_PATTERNS = [
  SERVICE_INSIDE,
  { group: ['yaml/*', 'js-yaml/*', 'ajv/*', 'ajv-formats/*'], message: 'The language server neither parses nor validates: the service does.' },
  { regex: '^(\\.\\./)+cli(/|$)', message: 'The CLI and the language server are separate front ends: share through the service.' },
];

/** The client's own seams: it starts the server and shows the preview, and takes from the server only the protocol and the front door. */
const CLIENT_PATHS = ['vscode-languageserver', 'vscode-languageserver/node', 'vscode-languageserver/browser', 'yaml', 'js-yaml', 'ajv'].map((name) => ({ name, message: 'The client starts the server and shows the preview: the rest is the server\'s.' }));
const CLIENT_PATTERNS = [
  { regex: '(^|/)server/src/(?!protocol$|service/index$).*', message: 'The client takes from the server only the protocol module (server/src/protocol) and pure data through the service\'s front door (server/src/service/index).' },
];

/** What the service may not import: editor and protocol packages, Node modules, the front ends. */
const SERVICE_PATHS = EDITOR_PACKAGES.map((name) => ({ name, message: 'The service knows nothing of the editor or the protocol: that is the language server\'s (server/src/lsp).' }));
const SERVICE_PATTERNS = [
  { group: EDITOR_PACKAGES.map((p) => `${p}/*`), message: 'The service knows nothing of the editor or the protocol.' },
  { regex: '^node:', message: 'The service is pure (no IO): no Node module. Host work is the CLI\'s or the language server\'s.' },
  { regex: `^(${builtinModules.filter((m) => !m.startsWith('_')).map((m) => m.replace(/[/]/g, '\\/')).join('|')})(/.*)?$`, message: 'The service is pure (no IO): no Node module.' },
  { regex: '^(\\.\\./)+(cli|lsp|protocol|version)(/|$)', message: 'The service calls no front end: the front ends call it.' },
];

/** Any import into a format's folder other than the dialect seam (`formats/index`), from the rest of the service. */
const FORMATS_INSIDE = {
  regex: '(^|/)formats/(?!index$).+',
  message: 'The rest of the service reaches a spell format through the dialect seam only: import from formats/index (add what is missing there).',
};

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', '.cache/**', 'test-results/**', '**/generated/**'] },
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    rules: {
      // An unused name is an error, but `_name` says "unused on purpose" (a destructured rest, a callback's slot).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      // The dialect readers map fields with `cond && assign` chains.
      '@typescript-eslint/no-unused-expressions': 'off',
      // Escapes of hostile text match combining marks on their own, on purpose (formats/escape.ts).
      'no-misleading-character-class': 'off',
      // Readers write `\-` in character classes for a dash that stays a dash wherever it moves.
      'no-useless-escape': 'off',
      // A usage error replaces the JSON parser's error with its own message, on purpose.
      'preserve-caught-error': 'off',
      // Loops that reset a cursor before breaking out read more plainly as they are.
      'no-useless-assignment': 'off',
    },
  },
  {
    files: ['server/src/service/**/*.ts'],
    ignores: ['server/src/service/formats/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: SERVICE_PATHS, patterns: [...SERVICE_PATTERNS, FORMATS_INSIDE] }],
      'no-restricted-globals': ['error', ...NODE_GLOBALS('The service is pure and runs in a browser\'s web worker too: no Node global.')],
    },
  },
  {
    files: ['server/src/service/formats/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: SERVICE_PATHS, patterns: SERVICE_PATTERNS }],
      'no-restricted-globals': ['error', ...NODE_GLOBALS('The service is pure and runs in a browser\'s web worker too: no Node global.')],
    },
  },
  {
    files: ['server/src/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVICE_INSIDE,
            { regex: '^(\\.\\./)+lsp(/|$)', message: 'The CLI and the language server are separate front ends: share through the service.' },
          ],
        },
      ],
    },
  },
  {
    files: LSP_NODE_ONLY.map((f) => `server/src/lsp/${f}.ts`),
    rules: {
      'no-restricted-imports': ['error', { paths: LSP_PATHS, patterns: LSP_PATTERNS }],
    },
  },
  {
    files: ['server/src/lsp/**/*.ts'],
    ignores: LSP_NODE_ONLY.map((f) => `server/src/lsp/${f}.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...LSP_PATHS,
            ...['vscode-languageserver/node', 'vscode-jsonrpc/node'].map((name) => ({ name, message: `${IN_BROWSER} Types and classes come from 'vscode-languageserver'.` })),
            // vscode-uri's Utils resolve relative paths against process.cwd(), which a worker lacks (test/cli/package/web-bundles.test.ts).
            { name: 'vscode-uri', importNames: ['Utils'], message: `${IN_BROWSER} vscode-uri's Utils fall back to process.cwd(): use URI only.` },
          ],
          patterns: [
            ...LSP_PATTERNS,
            ...NODE_MODULE_PATTERNS(IN_BROWSER),
            { regex: `^\\./(${LSP_NODE_ONLY.join('|')})$`, message: `${IN_BROWSER} (That module is Node-only.)` },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...NODE_GLOBALS(IN_BROWSER)],
    },
  },
  {
    files: CLIENT_NODE_ONLY.map((f) => `client/src/${f}.ts`),
    rules: {
      'no-restricted-imports': ['error', { paths: CLIENT_PATHS, patterns: CLIENT_PATTERNS }],
    },
  },
  {
    files: ['client/src/**/*.ts'],
    ignores: CLIENT_NODE_ONLY.map((f) => `client/src/${f}.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...CLIENT_PATHS, { name: 'vscode-languageclient/node', message: IN_BROWSER }],
          patterns: [...CLIENT_PATTERNS, ...NODE_MODULE_PATTERNS(IN_BROWSER), { regex: `^\\./(${CLIENT_NODE_ONLY.join('|')})$`, message: `${IN_BROWSER} (That module is Node-only.)` }],
        },
      ],
      'no-restricted-globals': ['error', ...NODE_GLOBALS(IN_BROWSER)],
    },
  },
);
