/** Importer warnings in Russian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { importwEn } from './en';

export const importwRu: Catalogue<keyof typeof importwEn> = {
  'import.w.selfArea': 'дистанция — "Self" с областью area_of_effect {shape} на {size} футов (в печатном SRD — "Self ({size}-foot {shape})"); сохранено как в источнике',
  'import.w.noTrigger': 'casting_time "{value}" не имеет триггера (данные SRD опускают триггеры реакций); сохранено как в источнике',
  'import.w.mod': '{what}: "+ MOD" (модификатор заклинательной характеристики) убран из костей; в формате нет для него поля, а описание о нём говорит',
  'import.w.cylinder': 'область-цилиндр (радиус {size}): в источнике нет высоты; пропущено',
  'import.w.sum': '{what}: кости {dice} — сумма бросков ({n}); записано как список урона (источник даёт один damage_type, он сохранён на первом броске)',
  'import.w.flat': '{what}: фиксированный урон {dice} без костей; сохранено (кости урона в формате — NdM[+K])',
  'import.w.noDamageType': 'у урона нет damage_type; вид пропущен',
  'import.w.noMaterial': 'компонент M без текста материала',
  'import.w.noFocus': 'компонент F без текста фокусировки',
  'import.w.descriptorsText': 'дескрипторы даны только текстом "{text}"; сохранено одной записью',
  'import.w.rejoined': 'исправлен сломанный разбор компонентов: {parts} снова объединено как M "{text}"',
  'import.w.componentNote': 'у компонента {letter} примечание "{text}", которому нет места в формате; отброшено',
  'import.w.brokenEntry': 'исправлен сломанный разбор компонентов: запись {entry} отброшена',
  'import.w.divineFocus': 'примечанию божественной фокусировки "{text}" нет места в формате; отброшено',
  'import.w.statLine': 'строка характеристик "{name}: {text}" не имеет собственного ключа; записано как target',
  'import.w.noDescription': 'нет ни описания, ни основного текста; описание пропущено',
  'import.w.fffd': 'описание содержит U+FFFD (символ утерян в кодировке источника); сохранено',
  'import.w.blanks': '{key} {value} имеет пробелы по краям; обрезано',
  'import.w.notOpen5e': 'не фикстура Open5e v2 (список {shape}); пропущено',
  'import.w.notFixtureRecord': 'не запись фикстуры; пропущено',
  'import.w.not5etools': 'не файл заклинаний 5etools (нет списка "spell"); пропущено',
  'import.w.notSpellRecord': 'не запись заклинания; пропущено',
  'import.w.otherFormat': 'заклинание {fmt}, а не {kind}; пропущено (используйте `import {use}`)',
  'import.w.notArray': 'ожидался массив JSON заклинаний, получено {got}; ничего не импортировано',
  'import.w.duplicate': 'название заклинания повторяется; сохранены оба',
};
