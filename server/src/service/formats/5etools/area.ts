/**
 * The area a 5etools spell's text describes ("20-foot-radius sphere", "60-foot
 * cone", "a line 100 feet long and 5 feet wide"), for the reader (the area)
 * and the writer (is the area said in the text?). Pure.
 */

/** The area the text describes ("20-foot-radius sphere", "60-foot cone", "a 100-foot line that is 5 feet wide"...). */
export function areaFromText(s: string): Record<string, unknown> | undefined {
  let m: RegExpExecArray | null;
  // Numbers are tried from their first digit only (`(?<!\d)`); from every digit, a long run cost time quadratic in its length.
  if ((m = /(?<!\d)(\d+)-foot[- ]radius,?\s*(\d+)-foot[- ]high cylinder/i.exec(s))) return { shape: 'cylinder', radius: Number(m[1]), height: Number(m[2]) };
  if ((m = /(?<!\d)(\d+)-foot[- ]radius[- ](?:sphere|hemisphere)/i.exec(s))) return { shape: 'sphere', radius: Number(m[1]) };
  if ((m = /(?<!\d)(\d+)-foot[- ]radius,?\s*(?:\d+-foot-tall )?cylinder/i.exec(s))) return { shape: 'cylinder', radius: Number(m[1]) };
  if ((m = /(?<!\d)(\d+)-foot[- ]cone/i.exec(s))) return { shape: 'cone', length: Number(m[1]) };
  if ((m = /(?<!\d)(\d+)-foot[- ]cube/i.exec(s))) return { shape: 'cube', size: Number(m[1]) };
  if ((m = /line (\d+) feet long and (\d+) feet wide/i.exec(s))) return { shape: 'line', length: Number(m[1]), width: Number(m[2]) };
  if ((m = /(?<!\d)(\d+)-foot[- ]line/i.exec(s))) return { shape: 'line', length: Number(m[1]) };
  return undefined;
}

