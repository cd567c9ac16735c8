/**
 * What a hover section receives, and the shape of a section: the spell, the
 * path of the key under the cursor, the settings and how to draw pictures.
 * Its own module so that the sections depend on it and hover.ts depends on
 * the sections (hover-sections.ts), never the other way round.
 */
import type { SpellModel } from '../../model';
import type { GrimoireSettings } from '../../settings';
import type { ProfileOverrides } from '../figures/profile';

/** What a hover section receives. */
export interface HoverContext {
  spell: SpellModel;
  /** Path of the key under the cursor, from the spell mapping (e.g. `['area']`, `['damage', 'dice']`). */
  path: Array<string | number>;
  settings: GrimoireSettings;
  /** Render footprint pictures as SVG images (clients that show markdown images) or ASCII. */
  pictures: 'svg' | 'ascii' | 'both';
  /** Caster-profile flags that win over the file and settings (`grimoire render --caster-level`); absent in the editor. */
  overrides?: ProfileOverrides;
}

/** A hover section: markdown for the key under the cursor, or undefined. */
export type HoverSection = (ctx: HoverContext) => string | undefined;
