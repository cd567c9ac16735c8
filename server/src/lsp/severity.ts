/** The service's severities as LSP's (server.ts's diagnostics and the cross-file ones, workspace-handlers.ts). */
import { DiagnosticSeverity } from 'vscode-languageserver';
import type { Severity } from '../service/index';

export const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};
