/**
 * Where a rule comes from, in the words a user reads. Inside the project the
 * rule texts are numbered (seed 000 is the D&D 5e text, 002 Tales of the
 * Valiant, 003 Warhammer Fantasy Battle, 004 D&D 3.5); a user reads the game
 * and the rule instead: "D&D 5e rules", "Tales of the Valiant rules".
 *
 * {@link userWords} rewrites a text that cites rule texts by number into
 * those names. Called where such text leaves the service for a reader: the
 * rule catalogue (SARIF rule help, docs/rules.md), the figures' source tags
 * (hovers, preview, `grimoire explain`). Finding messages come from the
 * catalogues, which name the games already. The names are here, in one
 * table, for the message catalogues.
 */

/**
 * The rule texts by number: the game's name as a user reads it, and the
 * language the text is quoted in; `srd52` is the SRD 5.2, the 2024 rules'
 * own text (../shared/corpus/srd52), named as itself.
 */
export const RULE_TEXTS: Readonly<Record<string, { game: string; language: string; name?: string }>> = {
  '000': { game: 'D&D 5e', language: 'Ukrainian' },
  '002': { game: 'Tales of the Valiant', language: 'Japanese' },
  '003': { game: 'Warhammer Fantasy Battle', language: 'Russian' },
  '004': { game: 'D&D 3.5', language: 'Italian' },
  srd52: { game: 'D&D 5e (2024 rules)', language: 'English', name: 'SRD 5.2' },
};

/** "D&D 5e rules" for `000`, "SRD 5.2" for `srd52`. */
export function rulesName(id: string): string {
  const t = RULE_TEXTS[id];
  return t ? (t.name ?? `${t.game} rules`) : 'the rule text';
}

/** Words inside a citation's parentheses that only repeat the game or the quote's language ("5e", "ToV", "Italian"). */
const REDUNDANT = /^(?:5e|ToV|D&D 3\.5|D&D 5e|3\.5|Warhammer|WFB|Ukrainian|Japanese|Russian|Italian)$/i;

/**
 * `text` with every citation of a numbered rule text written as the game's
 * rules: "Seed 000 (5e): ..." -> "D&D 5e rules: ...", "seed 002 (ToV, rituals)"
 * -> "Tales of the Valiant rules (rituals)", "(5e, seed 000, combining
 * effects)" -> "(D&D 5e rules, combining effects)", "the seed's" -> "the rule
 * text's". Idempotent; text without such citations is returned as it is.
 */
export function userWords(text: string): string {
  if (!/seed/i.test(text)) return text;
  return (
    text
      // "5e, seed 000" and "seed 000, 5e" inside one parenthesis: the game once.
      .replace(/\b(?:5e|ToV|D&D 3\.5), seed (00\d)\b/gi, (_m, id: string) => rulesName(id))
      .replace(/\bseed (00\d)'s\b/gi, (_m, id: string) => `the ${rulesName(id)}'`)
      // "Seed 000 reads two ways": a verb in the singular wants "the D&D 5e rule text".
      .replace(/\bseed (00\d) (reads|says|gives|states|prints|names|puts|lists|sets|counts)\b/gi, (_m, id: string, verb: string) => `the ${RULE_TEXTS[id]?.game ?? ''} rule text ${verb}`.replace('the  rule', 'the rule'))
      .replace(/\bseed (00\d)(?: \(([^()]*)\))?/gi, (_m, id: string, qual: string | undefined) => {
        const rest = (qual ?? '')
          .split(/,\s*/)
          .map((q) => q.trim())
          .filter((q) => q && !REDUNDANT.test(q));
        return rulesName(id) + (rest.length ? ` (${rest.join(', ')})` : '');
      })
      .replace(/\bthe seeds\b/gi, (m) => (m[0] === 'T' ? 'The rule texts' : 'the rule texts'))
      .replace(/\bthe seed\b/gi, (m) => (m[0] === 'T' ? 'The rule text' : 'the rule text'))
      .replace(/\bseeds\b/gi, 'rule texts')
      .replace(/\bseed\b/gi, 'rule text')
      // A sentence that now starts with the game's name keeps its capital: "D&D 5e rules" needs none.
      .replace(/(^|[.!?]\s+|\n)the ((?:\S+ ){0,4}?rule text)/g, (_m, a: string, b: string) => `${a}The ${b}`)
  );
}
