/**
 * CLI words in English (report formats' fixed words, `--help`, `explain`'s
 * notes): the reference the other locales match key for key. Used by
 * cli/formats/junit.ts, cli/commands.ts (help) and cli/explain-cmd.ts.
 */
export const cliEn = {
  'junit.caseName': '{rule} at {line}:{col}',
} as const;
