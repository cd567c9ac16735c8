/**
 * The documents the client sends the language server: YAML, by URI scheme.
 * Files on disk, new unsaved ones, a remote's (code-server, SSH), and the
 * virtual workspaces of the web: `vscode-vfs` (github.dev, and Remote
 * Repositories on the desktop) and `vscode-test-web`. Not `git:` and the other
 * views of a file's old versions. package.json declares virtual workspaces
 * supported: these schemes are what makes that true. Pure, for tests.
 */
import type { DocumentSelector } from 'vscode-languageclient';

/** The URI schemes of the documents the server is sent. */
export const DOCUMENT_SCHEMES = ['file', 'untitled', 'vscode-remote', 'vscode-vfs', 'vscode-test-web'] as const;

/** The client's document selector (extension.ts). */
export const DOCUMENT_SELECTOR: DocumentSelector = DOCUMENT_SCHEMES.map((scheme) => ({ scheme, language: 'yaml' }));
