/**
 * The grid methods' names for the preview panel's method switch in the client,
 * which shows them in English whatever the locale and takes this tiny module
 * rather than the catalogues. The service's own words are the catalogue's
 * `method.*` (features/words.ts `methodName`), these in English
 * (test/unit/service/i18n/catalogue.test.ts holds the two equal).
 */
export const METHOD_NAMES = {
  dmg: 'DMG',
  template: 'template',
  token: 'token',
  grid35: '3.5 grid',
  wfb: 'template on 1-in grid',
  grid24: '2024 grid',
} as const;
