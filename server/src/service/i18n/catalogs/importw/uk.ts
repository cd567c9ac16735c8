/** Importer warnings in Ukrainian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { importwEn } from './en';

export const importwUk: Catalogue<keyof typeof importwEn> = {
  'import.w.selfArea': 'дальність — "Self" з областю area_of_effect {shape} на {size} футів (у друкованому SRD — "Self ({size}-foot {shape})"); збережено як у джерелі',
  'import.w.noTrigger': 'casting_time "{value}" не має тригера (дані SRD не містять тригерів реакцій); збережено як у джерелі',
  'import.w.mod': '{what}: "+ MOD" (модифікатор характеристики заклинань) вилучено з костей; у форматі немає для нього поля, а опис про нього каже',
  'import.w.cylinder': 'область-циліндр (радіус {size}): у джерелі немає висоти; пропущено',
  'import.w.sum': '{what}: кості {dice} — сума кидків ({n}); записано як список шкоди (джерело дає один damage_type, його збережено на першому кидку)',
  'import.w.flat': '{what}: фіксована шкода {dice} без костей; збережено (кості шкоди у форматі — NdM[+K])',
  'import.w.noDamageType': 'шкода не має damage_type; тип пропущено',
  'import.w.noMaterial': 'компонент M без тексту матеріалу',
  'import.w.noFocus': 'компонент F без тексту фокуса',
  'import.w.descriptorsText': 'дескриптори дано лише текстом "{text}"; збережено одним записом',
  'import.w.rejoined': 'виправлено зламаний розбір компонентів: {parts} знову об’єднано як M "{text}"',
  'import.w.componentNote': 'компонент {letter} має примітку "{text}", якій немає місця у форматі; відкинуто',
  'import.w.brokenEntry': 'виправлено зламаний розбір компонентів: запис {entry} відкинуто',
  'import.w.divineFocus': 'примітці божественного фокуса "{text}" немає місця у форматі; відкинуто',
  'import.w.statLine': 'рядок характеристик "{name}: {text}" не має власного ключа; записано як target',
  'import.w.noDescription': 'немає ні опису, ні основного тексту; опис пропущено',
  'import.w.fffd': 'опис містить U+FFFD (символ утрачено в кодуванні джерела); збережено',
  'import.w.blanks': '{key} {value} має пробіли по краях; обрізано',
  'import.w.notOpen5e': 'не фікстура Open5e v2 (список {shape}); пропущено',
  'import.w.notFixtureRecord': 'не запис фікстури; пропущено',
  'import.w.not5etools': 'не файл заклинань 5etools (немає списку "spell"); пропущено',
  'import.w.notSpellRecord': 'не запис заклинання; пропущено',
  'import.w.otherFormat': 'заклинання {fmt}, а не {kind}; пропущено (використайте `import {use}`)',
  'import.w.notArray': 'очікувано масив JSON заклинань, отримано {got}; нічого не імпортовано',
  'import.w.duplicate': 'назва заклинання повторюється; збережено обидва',
};
