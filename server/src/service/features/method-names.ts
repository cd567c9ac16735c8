/**
 * Display names of the grid methods: used by hovers, `explain`, the preview
 * card and the preview panel's method switch in the client (which imports
 * this tiny module rather than the service).
 */
export const METHOD_NAMES = {
  dmg: 'DMG',
  template: 'template',
  token: 'token',
  grid35: '3.5 grid',
  wfb: 'template on 1-in grid',
  grid24: '2024 grid',
} as const;
