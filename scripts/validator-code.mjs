// Post-processing of ajv's standalone validator code, used by scripts/build.mjs
// (and test/unit/scripts/validator-code.test.ts, which compares it with ajv's own code).

/**
 * `minLength: 1` as a length test: ajv counts a string's code points
 * (ucs2length walks the whole string, descriptions included) to compare them
 * with 1, and a string has fewer than one code point exactly when it is
 * empty. Only the `< 1` comparisons change; every other use of ucs2length
 * stays. Returns the code and how many comparisons were rewritten.
 */
export function shortMinLength(code) {
  const m = /const (func\d+) = require\("ajv\/dist\/runtime\/ucs2length"\)\.default;/.exec(code);
  if (!m) return { code, rewritten: 0 };
  let rewritten = 0;
  const out = code.replace(new RegExp(`\\b${m[1]}\\((data\\d*)\\) < 1(?![\\d.])`, 'g'), (_, v) => {
    rewritten++;
    return `${v}.length < 1`;
  });
  return { code: out, rewritten };
}
