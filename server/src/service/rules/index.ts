/**
 * The registry of game rules. The analyzer runs `RULES` on every spell and
 * `DATASET_RULES` on every file; the rules reference (docs/rules.md) is
 * generated from this list by scripts/gen-rules-doc.ts.
 */
import type { DatasetRule, DocumentedRule } from './rule';
import { duplicateNames } from './dataset-duplicate-names';
import { concentrationDuration } from './5e-concentration-duration';
import { cantripRitual } from './5e-cantrip-ritual';
import { scalingKind } from './5e-scaling-kind';
import { damageScaling } from './5e-damage-scaling';
import { reactionTrigger } from './5e-reaction-trigger';
import { components } from './5e-components';
import { materialComponent } from './5e-material-component';
import { materialCost } from './5e-material-cost';
import { coneLineRange } from './5e-cone-line-range';
import { selfRangeArea } from './5e-self-range-area';
import { areaGrid } from './5e-area-grid';
import { cylinderHeight } from './5e-cylinder-height';
import { halfCasterLevel } from './5e-half-caster-level';
import { tovRitualCastingTime } from './tov-ritual-casting-time';
import { tovRitualUpcast } from './tov-ritual-upcast';
import { tovSource } from './tov-source';
import { tovSourceHint } from './tov-source-hint';
import { personalNoSave } from './dnd35-personal-no-save';
import { shapeableMin } from './dnd35-shapeable-min';
import { lineRange } from './dnd35-line-range';
import { ray } from './dnd35-ray';
import { metricSteps } from './dnd35-metric-steps';
import { aimingLine } from './dnd35-aiming-line';
import { emanationDuration } from './dnd35-emanation-duration';
import { areaShape } from './dnd35-area-shape';
import { castingValue } from './wfb-casting-value';
import { boostedOrder } from './wfb-boosted-order';
import { irresistibleOnly } from './wfb-irresistible-only';
import { emanationRange24 } from './5e24-emanation-range';
import { ritualTag24 } from './5e24-ritual-tag';
import { concentrationDuration24 } from './5e24-concentration-duration';
import { materialCost24 } from './5e24-material-cost';
import { reactionTrigger24 } from './5e24-reaction-trigger';
import { scalingKind24 } from './5e24-scaling-kind';
import { damageScaling24 } from './5e24-damage-scaling';
import { selfRangeArea24 } from './5e24-self-range-area';
import { cylinderHeight24 } from './5e24-cylinder-height';
import { wording2014 } from './5e24-wording-2014';

/** Per-spell rules, in reporting order: 5e/ToV (the 2014 rules), ToV only, D&D 3.5, Warhammer, then D&D 5e under the 2024 rules (SRD 5.2). */
export const RULES: readonly DocumentedRule[] = [
  concentrationDuration,
  cantripRitual,
  scalingKind,
  damageScaling,
  reactionTrigger,
  components,
  materialComponent,
  materialCost,
  coneLineRange,
  selfRangeArea,
  areaGrid,
  cylinderHeight,
  halfCasterLevel,
  tovRitualCastingTime,
  tovRitualUpcast,
  tovSource,
  tovSourceHint,
  personalNoSave,
  shapeableMin,
  lineRange,
  ray,
  metricSteps,
  aimingLine,
  emanationDuration,
  areaShape,
  castingValue,
  boostedOrder,
  irresistibleOnly,
  concentrationDuration24,
  ritualTag24,
  scalingKind24,
  damageScaling24,
  reactionTrigger24,
  materialCost24,
  emanationRange24,
  selfRangeArea24,
  cylinderHeight24,
  wording2014,
];

/** Whole-file rules. */
export const DATASET_RULES: readonly DatasetRule[] = [duplicateNames];
