/** Importer warnings in Italian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { importwEn } from './en';

export const importwIt: Catalogue<keyof typeof importwEn> = {
  'import.w.selfArea': 'il raggio di azione è "Self" con un area_of_effect {shape} di {size} piedi (lo SRD stampato dice "Self ({size}-foot {shape})"); tenuto come nella fonte',
  'import.w.noTrigger': 'casting_time "{value}" non ha un innesco (i dati SRD omettono gli inneschi delle reazioni); tenuto come nella fonte',
  'import.w.mod': "{what}: \"+ MOD\" (modificatore della caratteristica da incantatore) tolto dai dadi; il formato non ha un campo per questo e la descrizione lo dice",
  'import.w.cylinder': 'area cilindrica (raggio {size}): la fonte non ha altezza; omessa',
  'import.w.sum': '{what}: i dadi {dice} sono una somma di {n} tiri; scritti come lista di danni (la fonte dà un solo damage_type, tenuto sul primo tiro)',
  'import.w.flat': '{what}: danni fissi {dice} senza dadi; tenuti (i dadi dei danni nel formato sono NdM[+K])',
  'import.w.noDamageType': 'i danni non hanno damage_type; tipo omesso',
  'import.w.noMaterial': 'componente M senza testo del materiale',
  'import.w.noFocus': 'componente F senza testo del focus',
  'import.w.descriptorsText': 'descrittori dati solo come testo "{text}"; tenuti come una voce',
  'import.w.rejoined': 'analisi dei componenti rotta riparata: {parts} riuniti come M "{text}"',
  'import.w.componentNote': 'il componente {letter} ha la nota "{text}", che non ha posto nel formato; scartata',
  'import.w.brokenEntry': 'analisi dei componenti rotta riparata: voce {entry} scartata',
  'import.w.divineFocus': 'la nota del focus divino "{text}" non ha posto nel formato; scartata',
  'import.w.statLine': 'la riga "{name}: {text}" non ha una chiave propria; scritta come target',
  'import.w.noDescription': 'né descrizione né testo principale; descrizione omessa',
  'import.w.fffd': 'la descrizione contiene U+FFFD (carattere perso nella codifica della fonte); tenuta',
  'import.w.blanks': '{key} {value} ha spazi ai lati; rifilato',
  'import.w.notOpen5e': 'non è una fixture Open5e v2 (una lista di {shape}); saltato',
  'import.w.notFixtureRecord': 'non è un record di fixture; saltato',
  'import.w.not5etools': 'non è un file di incantesimi 5etools (nessuna lista "spell"); saltato',
  'import.w.notSpellRecord': 'non è un record di incantesimo; saltato',
  'import.w.otherFormat': 'un incantesimo {fmt}, non {kind}; saltato (usa `import {use}`)',
  'import.w.notArray': 'atteso un array JSON di incantesimi, ricevuto {got}; nulla importato',
  'import.w.duplicate': 'nome di incantesimo ripetuto; tenuti entrambi',
};
