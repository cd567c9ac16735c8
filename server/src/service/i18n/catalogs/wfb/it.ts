/** Warhammer words beyond the casting table in Italian (keys as ./en.ts); quotes from seed 003 stay in Russian. */
import type { Catalogue } from '../../types';
import type { wfbEn } from './en';

/** The Warhammer part of the Italian catalogue. */
export const wfbIt: Catalogue<keyof typeof wfbEn> = {
  'wfb.miscast.head': 'Tabella dei fallimenti magici (2D6): le regole di Warhammer stampano le righe 2-3 e 3-6, che si sovrappongono sul 3:',
  'wfb.miscast.pvHead': 'Tabella dei fallimenti magici (2D6): le righe 2-3 e 3-6 si sovrappongono sul 3',
  'wfb.miscast.readingA': 'Lettura A: un 3 è la prima riga ("2-3", cascata dimensionale), quindi "3-6" vale 4-6.',
  'wfb.miscast.readingB': 'Lettura B: un 3 è la seconda riga ("3-6", esplosione minore), quindi "2-3" vale solo 2.',
  'wfb.miscast.colPrinted': '2D6 come stampato',
  'wfb.miscast.colResult': 'risultato',
  'wfb.miscast.colChanceA': 'probabilità (A)',
  'wfb.miscast.colChanceB': 'probabilità (B)',
  'wfb.result.2-3': 'Cascata dimensionale (sagoma grande; D6: con 1-3 il mago è rimosso, con 4+ perde D3 livelli)',
  'wfb.result.3-6': 'Esplosione minore (sagoma piccola; l’incantesimo è dimenticato; si perdono D6 dadi energia)',
  'wfb.result.7-8': 'Detonazione (contatto di basetta; si perdono D6 dadi energia)',
  'wfb.result.9-10': 'Contraccolpo magico (colpi sui propri maghi; si perdono D6 dadi energia)',
  'wfb.result.11-12': 'Risucchio di energia (si perdono D3 dadi energia)',
  'wfb.dispelAfter.head': 'Dopo un fallimento magico, la dissoluzione si legge in due modi:',
  'wfb.dispelAfter.a': 'Testo della regola: "не может колдовать и рассеивать заклинания противника до своей следующей Фазы магии" (il mago non può né lanciare né dissolvere fino alla sua prossima fase magica).',
  'wfb.dispelAfter.b': 'Esempio svolto (6, 1, 6, 1): "не может колдовать до своей следующей фазы магии, хоть и может рассеивать вражеские заклинания" (non può lanciare, ma può ancora dissolvere).',
  'wfb.dispelAfter.pv': 'Dopo un fallimento magico: (A) {a} (B) {b}',
  'wfb.reroll.head': 'Le probabilità sopra sono senza ritiri; con un ritiro, le regole di Warhammer si leggono in due modi:',
  'wfb.reroll.a': 'Testo della regola sulla forza irresistibile: "Если маг имеет возможность перебрасывать кубики на сотворение заклинания, то учитывается переброшенный результат" (conta il dado ritirato: un ritiro può creare o disfare una coppia di 6 o di 1).',
  'wfb.reroll.b': 'Testo della regola sui fallimenti magici: "перебросы ... не могут вызывать Непреодолимую Силу или отменять Магическую Ошибку" (un ritiro non può né causare la forza irresistibile né annullare un fallimento magico).',
  'wfb.reroll.pv': 'Ritiri: (A) {a} (B) {b}',
};
