/** Area notes in Italian (keys as ./en.ts): "raggio", "cono", "linea" as seed 004. */
import type { Catalogue } from '../../types';
import type { geoEn } from './en';

export const geoIt: Catalogue<keyof typeof geoEn> = {
  'geo.noHalfSquare': 'Questo cerchio non copre almeno metà di nessun quadretto, quindi secondo la regola della DMG non influenza alcun quadretto.',
  'geo.boxTooLarge': "L'area è troppo grande per essere disposta su una griglia.",
  'geo.tooLarge': {
    select: 'what',
    cases: {
      'sphere.radius': 'Il raggio della sfera, {n} ft, supera {max} ft; per aree così grandi non si disegna alcuna impronta.',
      'cylinder.radius': 'Il raggio del cilindro, {n} ft, supera {max} ft; per aree così grandi non si disegna alcuna impronta.',
      'cone.length': 'La lunghezza del cono, {n} ft, supera {max} ft; per aree così grandi non si disegna alcuna impronta.',
      'cube.side': 'Il lato del cubo, {n} ft, supera {max} ft; per aree così grandi non si disegna alcuna impronta.',
      'line.length': 'La lunghezza della linea, {n} ft, supera {max} ft; per aree così grandi non si disegna alcuna impronta.',
      'line.width': 'La larghezza della linea, {n} ft, supera {max} ft; per aree così grandi non si disegna alcuna impronta.',
    },
    other: "L'area di {n} ft supera {max} ft; per aree così grandi non si disegna alcuna impronta.",
  },
};
