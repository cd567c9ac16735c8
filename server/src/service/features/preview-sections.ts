/**
 * Extra sections of the preview card added by the compute modules (the area
 * drawn on a grid, computed numbers). Each returns HTML with all spell text
 * escaped, and may name the grid methods the panel can switch between.
 */
import type { SpellModel } from '../analyze';
import type { GrimoireSettings } from '../settings';

/** A preview section. */
export type PreviewSection = (spell: SpellModel, settings: GrimoireSettings, method?: string, placement?: string | { angleDeg: number }) => { html: string; methods?: string[] } | undefined;

/** Every section, in display order. */
export const PREVIEW_SECTIONS: PreviewSection[] = [];
