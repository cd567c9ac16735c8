/**
 * Casting times and durations written in the author's language. Spell files stay canonical, English keys and values; but these two
 * are free text that the rule texts print in their own language, so an author
 * may write them as the book does: "1 дія", "Концентрація, до 1 хвилини"
 * (Ukrainian 5e, seed 000), "1回のアクション", "1 アクション" (Japanese Tales
 * of the Valiant, seed 002), "1 действие", "Концентрация, вплоть до 1 минуты"
 * (the Russian 5e translation), "1 azione standard", "1 round/livello (I)"
 * (Italian 3.5, seed 004's edition).
 *
 * Each reader maps such a text to the canonical English form the schema and
 * the rules read ("1 action", "Concentration, up to 1 minute", "1 round/level
 * (D)"), or gives undefined when the text is not one of the forms listed in
 * docs/format.md ("Casting times and durations in other languages"). Called
 * by the analyzer before schema and rules (check-spell.ts: checkSpell) and by
 * the readers of text/ and rules/read.ts, so hovers read them too.
 * Pure; never throws.
 */
import { TextMemo } from './memo';

/** The languages a casting time or duration may be written in besides English. */
export type TextLocale = 'uk' | 'ja' | 'ru' | 'it';

/** A canonical reading of a localised text. */
export interface Canonical {
  /** The English text the schema and rules read. */
  text: string;
  /** The language it was written in. */
  locale: TextLocale;
}

type Unit = 'round' | 'minute' | 'hour' | 'day';

/** Unit words by language: every case form the text may take after a number. */
const UNITS: Record<Exclude<TextLocale, 'ja'>, Array<[RegExp, Unit]>> = {
  uk: [
    [/^раунд(?:и|ів|а)?$/, 'round'],
    [/^хвилин(?:а|и|у)?$/, 'minute'],
    [/^годин(?:а|и|у)?$/, 'hour'],
    [/^(?:день|дні|днів|дня|доба|доби|діб)$/, 'day'],
  ],
  ru: [
    [/^раунд(?:а|ов)?$/, 'round'],
    [/^минут(?:а|ы|у)?$/, 'minute'],
    [/^час(?:а|ов)?$/, 'hour'],
    [/^(?:день|дня|дней|сутки|суток)$/, 'day'],
  ],
  it: [
    [/^round$/, 'round'],
    [/^(?:minut[oi]|min\.?)$/, 'minute'],
    [/^or[ae]$/, 'hour'],
    [/^giorn[oi]$/, 'day'],
  ],
};

const JA_UNITS: Array<[string, Unit]> = [
  ['ラウンド', 'round'],
  ['分間', 'minute'],
  ['分', 'minute'],
  ['時間', 'hour'],
  ['日間', 'day'],
  ['日', 'day'],
];

/** Lower case, NFC, full-width digits and spaces made plain, runs of spaces collapsed. */
function clean(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** `N unit(s)` in English. */
function en(n: number, unit: Unit | 'action' | 'bonus action' | 'reaction'): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

function unitOf(locale: Exclude<TextLocale, 'ja'>, word: string): Unit | undefined {
  for (const [re, u] of UNITS[locale]) if (re.test(word)) return u;
  return undefined;
}

/** `N <unit word>` in a Cyrillic or Italian text: the count and the unit, or undefined. */
function amount(locale: Exclude<TextLocale, 'ja'>, s: string): { n: number; unit: Unit } | undefined {
  const m = /^(\d{1,6}) (\S+)$/.exec(s);
  if (!m) return undefined;
  const unit = unitOf(locale, m[2]!);
  return unit ? { n: Number(m[1]), unit } : undefined;
}

/** `N<unit>` in Japanese (spaces removed). */
function amountJa(s: string): { n: number; unit: Unit } | undefined {
  const m = /^(\d{1,6})(.+)$/.exec(s);
  if (!m) return undefined;
  for (const [w, u] of JA_UNITS) if (m[2] === w) return { n: Number(m[1]), unit: u };
  return undefined;
}

/** The words before a trigger ("яку ви виконуєте, коли", "которую вы совершаете, когда", "che si effettua quando"). */
const WHEN: Record<TextLocale, RegExp> = { uk: /^(?:.*?\s)?коли /, ru: /^(?:.*?\s)?когда /, it: /^(?:.*?\s)?quando /, ja: /^$/ };

/** A reaction's trigger clause after the comma, kept as written after its "when" (the rules only need to know there is one). */
function reaction(n: number, rest: string | undefined, l: TextLocale): string {
  const r = rest?.trim().replace(WHEN[l], '');
  return r ? `${en(n, 'reaction')}, which you take when ${r}` : en(n, 'reaction');
}

function castUk(s: string): string | undefined {
  let m = /^(\d{1,6}) (?:дія|дії|дій)$/.exec(s);
  if (m) return en(Number(m[1]), 'action');
  m = /^(\d{1,6}) бонусн\S* (?:дія|дії|дій)$/.exec(s);
  if (m) return en(Number(m[1]), 'bonus action');
  m = /^(\d{1,6}) реакці[яїй](?: ?[,;:] ?(.+))?$/.exec(s);
  if (m) return reaction(Number(m[1]), m[2], 'uk');
  const a = amount('uk', s);
  return a ? en(a.n, a.unit) : undefined;
}

function castRu(s: string): string | undefined {
  let m = /^(\d{1,6}) (?:действие|действия|действий)$/.exec(s);
  if (m) return en(Number(m[1]), 'action');
  m = /^(\d{1,6}) бонусн\S* (?:действие|действия|действий)$/.exec(s);
  if (m) return en(Number(m[1]), 'bonus action');
  m = /^(\d{1,6}) реакци[яийю](?: ?[,;:] ?(.+))?$/.exec(s);
  if (m) return reaction(Number(m[1]), m[2], 'ru');
  const a = amount('ru', s);
  return a ? en(a.n, a.unit) : undefined;
}

function castJa(raw: string): string | undefined {
  const s = raw.replace(/ /g, '');
  let m = /^(\d{1,6})(?:回の)?アクション$/.exec(s);
  if (m) return en(Number(m[1]), 'action');
  m = /^(?:(\d{1,6})(?:回の)?)?ボーナス・?アクション$/.exec(s);
  if (m) return en(Number(m[1] ?? 1), 'bonus action');
  m = /^(?:(\d{1,6})(?:回の)?)?リアクション(?:[、,:：](.+))?$/.exec(s);
  if (m) return reaction(Number(m[1] ?? 1), m[2], 'ja');
  const a = amountJa(s);
  return a ? en(a.n, a.unit) : undefined;
}

/** Italian: the 3.5 stat-block actions, and the 5e ones of the Italian edition. */
function castIt(s: string): string | undefined {
  const kinds: Array<[RegExp, string]> = [
    [/^(\d{1,6}) azion[ei] standard$/, 'standard action'],
    [/^(\d{1,6}) azion[ei] veloc[ei]$/, 'swift action'],
    [/^(\d{1,6}) azion[ei] immediat[ae]$/, 'immediate action'],
    [/^(\d{1,6}) azion[ei] di round completo$/, 'full-round action'],
    [/^(\d{1,6}) azion[ei] bonus$/, 'bonus action'],
    [/^(\d{1,6}) azion[ei]$/, 'action'],
  ];
  for (const [re, w] of kinds) {
    const m = re.exec(s);
    if (m) return `${m[1]} ${w}${Number(m[1]) === 1 ? '' : 's'}`;
  }
  const m = /^(\d{1,6}) reazion[ei](?: ?[,;:] ?(.+))?$/.exec(s);
  if (m) return reaction(Number(m[1]), m[2], 'it');
  if (s === 'vedi testo') return 'see text';
  const a = amount('it', s);
  return a ? en(a.n, a.unit) : undefined;
}

const CAST: Record<TextLocale, (s: string) => string | undefined> = { uk: castUk, ja: castJa, ru: castRu, it: castIt };

/** Which language a text is in, by its script and words (Italian: Latin letters that are not English). */
function scriptOf(s: string): TextLocale[] {
  if (/[\u3040-\u30ff\u4e00-\u9fff]/.test(s)) return ['ja'];
  if (/[іїєґ]/.test(s)) return ['uk'];
  if (/[ыэъё]/.test(s)) return ['ru'];
  if (/[\u0400-\u04ff]/.test(s)) return ['uk', 'ru'];
  return ['it'];
}

/**
 * The canonical English casting time for one written in Ukrainian, Japanese,
 * Russian or Italian; undefined for English text or a form not listed.
 */
export function canonicalCastingTime(text: string): Canonical | undefined {
  return memoised(CAST_MEMO, canonicalCastingTimeUncached, text);
}

/** {@link canonicalCastingTime} without the memo (the memo test compares the two). */
export function canonicalCastingTimeUncached(text: string): Canonical | undefined {
  return canonicalIn(CAST, text);
}

function durUk(s: string): string | undefined {
  if (/^миттєв\S*$/.test(s)) return 'Instantaneous';
  if (/^особлив\S*$/.test(s)) return 'Special';
  if (/^постійн\S*$/.test(s)) return 'Permanent';
  if (s === 'до розсіювання') return 'Until dispelled';
  if (/^до розсіювання (?:або|чи) спрацювання$/.test(s)) return 'Until dispelled or triggered';
  let m = /^концентрація,? до (.+)$/.exec(s);
  if (m) {
    const a = amount('uk', m[1]!);
    return a ? `Concentration, up to ${en(a.n, a.unit)}` : undefined;
  }
  m = /^до (.+)$/.exec(s);
  if (m) {
    const a = amount('uk', m[1]!);
    return a ? `Up to ${en(a.n, a.unit)}` : undefined;
  }
  const a = amount('uk', s);
  return a ? en(a.n, a.unit) : undefined;
}

function durRu(s: string): string | undefined {
  if (/^мгновенн\S*$/.test(s)) return 'Instantaneous';
  if (/^особ\S*$/.test(s)) return 'Special';
  if (/^постоянн\S*$/.test(s)) return 'Permanent';
  if (/^пока не (?:рассеется|будет рассеяно)$/.test(s)) return 'Until dispelled';
  if (/^пока не (?:рассеется|будет рассеяно) или не сработает$/.test(s)) return 'Until dispelled or triggered';
  let m = /^концентрация,? (?:вплоть )?до (.+)$/.exec(s);
  if (m) {
    const a = amount('ru', m[1]!);
    return a ? `Concentration, up to ${en(a.n, a.unit)}` : undefined;
  }
  m = /^(?:вплоть )?до (.+)$/.exec(s);
  if (m) {
    const a = amount('ru', m[1]!);
    return a ? `Up to ${en(a.n, a.unit)}` : undefined;
  }
  const a = amount('ru', s);
  return a ? en(a.n, a.unit) : undefined;
}

function durJa(raw: string): string | undefined {
  const s = raw.replace(/ /g, '');
  if (s === '即時') return 'Instantaneous';
  if (s === '特殊') return 'Special';
  if (s === '永続') return 'Permanent';
  if (s === '解呪されるまで') return 'Until dispelled';
  if (/^解呪されるか(?:起動|発動)するまで$/.test(s)) return 'Until dispelled or triggered';
  let m = /^精神集中[、,]?最大(.+)$/.exec(s);
  if (m) {
    const a = amountJa(m[1]!);
    return a ? `Concentration, up to ${en(a.n, a.unit)}` : undefined;
  }
  m = /^最大(.+)$/.exec(s);
  if (m) {
    const a = amountJa(m[1]!);
    return a ? `Up to ${en(a.n, a.unit)}` : undefined;
  }
  const a = amountJa(s);
  return a ? en(a.n, a.unit) : undefined;
}

/** An Italian time, per level or not, as 3.5 writes it in English ("1 round/level", "10 min./level", "1 hour"). */
function timeIt(s: string): string | undefined {
  const m = /^(\d{1,6}) (\S+?)(\/livello)?$/.exec(s);
  if (!m) return undefined;
  const unit = unitOf('it', m[2]!);
  if (!unit) return undefined;
  const n = Number(m[1]);
  if (m[3]) return `${n} ${unit === 'minute' ? 'min.' : unit}/level`;
  return en(n, unit);
}

/** Italian 3.5 durations (and the 5e ones of the Italian edition); "(I)", interrompibile, is 3.5's "(D)". */
function durIt(raw: string): string | undefined {
  let s = raw;
  let dismiss = '';
  const d = / ?\(i\)$/.exec(s);
  if (d) {
    dismiss = ' (D)';
    s = s.slice(0, d.index);
  }
  let out: string | undefined;
  if (/^istantane[oa]$/.test(s)) out = 'instantaneous';
  else if (s === 'permanente') out = 'permanent';
  else if (s === 'vedi testo') out = 'see text';
  else if (s === 'speciale') out = 'special';
  else if (s === 'concentrazione') out = 'concentration';
  else if (/^fino a (?:quando non viene )?dissolt[oa]$/.test(s)) out = 'until dispelled';
  else {
    const m = /^concentrazione,? fino a (.+)$/.exec(s);
    if (m) {
      const t = timeIt(m[1]!);
      out = t ? `concentration, up to ${t}` : undefined;
    } else out = timeIt(s);
  }
  return out === undefined ? undefined : out + dismiss;
}

const DUR: Record<TextLocale, (s: string) => string | undefined> = { uk: durUk, ja: durJa, ru: durRu, it: durIt };

/**
 * The canonical English duration for one written in Ukrainian, Japanese,
 * Russian or Italian; undefined for English text or a form not listed.
 */
export function canonicalDuration(text: string): Canonical | undefined {
  return memoised(DUR_MEMO, canonicalDurationUncached, text);
}

/** {@link canonicalDuration} without the memo (the memo test compares the two). */
export function canonicalDurationUncached(text: string): Canonical | undefined {
  return canonicalIn(DUR, text);
}

/**
 * Memo of the two readers above: a dataset repeats the same few casting times
 * and durations thousands of times, and the schema pass and several rules
 * read each spell's (NFKC normalisation and a dozen patterns per call). Keyed
 * by the exact text (texts up to 120 characters); answers are frozen, as they
 * are shared; cleared when full (at most ~0.5 MB).
 */
const CAST_MEMO = new TextMemo<Canonical>();
const DUR_MEMO = new TextMemo<Canonical>();

/** The first of the text's possible languages (by script) whose reader gives an English form other than the text itself. */
function canonicalIn(readers: Record<TextLocale, (s: string) => string | undefined>, text: string): Canonical | undefined {
  if (typeof text !== 'string' || text.length > 500) return undefined;
  const s = clean(text);
  for (const l of scriptOf(s)) {
    const out = readers[l](s);
    if (out !== undefined && out.toLowerCase() !== s) return { text: out, locale: l };
  }
  return undefined;
}

function memoised(memo: TextMemo<Canonical>, read: (text: string) => Canonical | undefined, text: string): Canonical | undefined {
  if (typeof text !== 'string' || text.length > 500) return undefined;
  return memo.get(text, read);
}

/**
 * The spell as the schema and rules read it: a localised `casting_time` or
 * `duration` replaced by its canonical English (a shallow copy; the spell
 * itself untouched), or the same object when there is nothing to replace.
 * Called by the analyzer (check-spell.ts: checkSpell).
 */
export function canonicalSpellText(value: Record<string, unknown>): Record<string, unknown> {
  const ct = typeof value.casting_time === 'string' ? canonicalCastingTime(value.casting_time) : undefined;
  const du = typeof value.duration === 'string' ? canonicalDuration(value.duration) : undefined;
  if (!ct && !du) return value;
  const out = { ...value };
  if (ct) out.casting_time = ct.text;
  if (du) out.duration = du.text;
  return out;
}
