/**
 * Sections that the compute modules add to a key's hover (area footprints,
 * save DCs, damage tables, casting odds). Each returns markdown or undefined.
 * The numbers come from `figures/`, the same functions `grimoire explain`
 * and `summaryLine` use, so the figures agree.
 */
import type { HoverSection } from './sections/context';
import { areaSection } from './sections/area';
import { saveSection } from './sections/save';
import { attackSection } from './sections/attack';
import { levelSection } from './sections/level';
import { damageSection } from './sections/damage';
import { durationSection } from './sections/duration';
import { warhammerSection } from './sections/warhammer';
import { rangeSection } from './sections/range';
import { materialSection } from './sections/material';

/** Every section, in display order. */
export const HOVER_SECTIONS: HoverSection[] = [rangeSection, areaSection, saveSection, attackSection, levelSection, damageSection, durationSection, materialSection, warhammerSection];
