/**
 * The spell model: one spell found in a file, with its offsets, its lazily
 * built value and node tree, and the shared text reference that the
 * keystroke path (incremental.ts) moves from version to version. Created by
 * the analyser (assemble.ts for dataset items, analyze.ts for whole documents); read by
 * every feature (hover, preview, symbols, explain...).
 */
import { load } from 'js-yaml';
import type { DocText } from './parse/doc-text';
import { parseItem, readItemValue } from './parse/item-reader';
import { SPELL_YAML_SCHEMA } from './parse/schema';
import type { YNode } from './parse/yaml-tree';
import type { Edition, System } from './types';

/** js-yaml's plain load (no positions): the fast path. Throws on syntax errors and duplicate keys. */
export function loadFast(text: string): unknown {
  return load(text, { schema: SPELL_YAML_SCHEMA });
}

/**
 * loadFast, or undefined where js-yaml refuses the text (a duplicate key the
 * analysis already reported): the caller then reads the node tree, which
 * loads duplicates last-wins, so a figure never throws on user input.
 */
function loadOrUndefined(text: string): unknown {
  try {
    return loadFast(text);
  } catch {
    return undefined;
  }
}

/**
 * The key under which two spells count as the same name: one system, and for
 * D&D 5e one edition (a file may hold the 2014 and the 2024 Fireball side by side).
 */
export function nameKeyOf(system: System, name: string, edition: Edition = '2014'): string {
  // join makes one flat string; a template literal makes a rope of three (96 bytes a spell against ~40).
  return [edition === '2024' && system === 'dnd5e' ? 'dnd5e/2024' : system, name.trim().toLowerCase()].join('\u0000');
}

/**
 * The text of a document, shared by its spell models. The incremental path
 * (incremental.ts) points it at each new version, so models it keeps from one
 * version to the next read the new text without being rebuilt.
 */
export interface TextRef {
  text: DocText;
  /**
   * The keystroke path's lazy shift (incremental.ts): spells from index
   * `gapSpell` on have stored offsets `gapBy` short of their true ones.
   * Unset in a fresh analysis.
   */
  gapSpell?: number;
  gapBy?: number;
}

/**
 * One spell found in the file. Its value and node tree are built on first use
 * and kept: they are relative to the spell's own text, so the incremental path
 * keeps the model across edits elsewhere and only moves its offsets.
 */
export class SpellModel {
  private _text?: string;
  private _value?: Record<string, unknown>;
  private _node?: YNode;

  /**
   * @param src the analysed file text (shared)
   * @param base offset of the spell's parsed text (its item, or its whole document) in the file
   * @param length length of that text
   */
  constructor(
    private readonly src: TextRef,
    /** Stored offset of {@link base}; see {@link moveBy}. */
    private _base: number,
    readonly length: number,
    readonly system: System,
    /** Index of its `---` document. */
    readonly doc: number,
    /** The `caster:` block of its file or document (raw). */
    readonly caster: unknown,
    /** Stored offsets of {@link start} and {@link end}. */
    private _start: number,
    private _end: number,
    readonly name: string | undefined,
    eager?: { node: YNode; value: Record<string, unknown>; text: string },
    /** The D&D 5e rules the spell is read under (types.ts `Edition`; 2014 for the other systems). */
    readonly edition: Edition = '2014',
    /** Normalised name for duplicate detection. */
    readonly nameKey: string | undefined = name === undefined ? undefined : nameKeyOf(system, name, edition),
  ) {
    if (eager) {
      this._node = eager.node;
      this._value = eager.value;
      this._text = eager.text;
    }
  }

  /** Position of the spell in its file (0-based), set when the analysis is assembled. */
  index = 0;

  /** Offset of the spell's parsed text (its item, or its whole document) in the file. */
  get base(): number {
    return this._base + this.shift();
  }

  /** The spell's span in the file: start of its mapping. */
  get start(): number {
    return this._start + this.shift();
  }

  /** The spell's span in the file: end of its item (or document). */
  get end(): number {
    return this._end + this.shift();
  }

  /** The keystroke path's pending shift for this spell (0 unless it lies past the last edit: incremental.ts). */
  private shift(): number {
    const by = this.src.gapBy;
    return by !== undefined && this.index >= this.src.gapSpell! ? by : 0;
  }

  /** @internal Add `d` to the stored offsets (incremental.ts, moving its lazy shift past this spell). */
  moveBy(d: number): void {
    this._base += d;
    this._start += d;
    this._end += d;
  }

  /** Absolute range of the spell's `name` value, or of its mapping when it has none (builds the node tree). */
  nameRange(): { start: number; end: number } {
    const pair = this.node.pairs?.find((p) => p.key.value === 'name');
    const n = pair ? pair.value : this.node;
    return { start: this.base + n.start, end: this.base + Math.max(n.end, n.start + 1) };
  }

  /** The text the spell was parsed from (its item, or its whole document). */
  get text(): string {
    this._text ??= this.src.text.slice(this.base, this.base + this.length);
    return this._text;
  }

  /** The spell mapping's node, offsets relative to {@link text}. */
  get node(): YNode {
    if (!this._node) {
      const p = parseItem(this.text);
      const n = p.root?.items?.[0];
      this._node = n && n.kind === 'mapping' ? n : { kind: 'mapping', start: 0, end: this.length, value: {}, pairs: [] };
      if (this._value === undefined) this._value = (this._node.value ?? {}) as Record<string, unknown>;
    }
    return this._node;
  }

  /** The loaded spell mapping. */
  get value(): Record<string, unknown> {
    if (this._value === undefined) {
      const v = readItemValue(this.text, false)?.value ?? loadOrUndefined(this.text);
      const spell = Array.isArray(v) ? v[0] : undefined;
      this._value = spell && typeof spell === 'object' && !Array.isArray(spell) ? (spell as Record<string, unknown>) : (this.node.value as Record<string, unknown>);
    }
    return this._value;
  }
}
