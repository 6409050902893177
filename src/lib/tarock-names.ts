/**
 * Display names for games, Prämien and presets, shared by every screen.
 * Game and Prämie names are the table's own words (table-ux.md); English keeps
 * the German names of the Prämien and of most games, since that is what the
 * table says, and translates only where an English word is usual.
 */
import type { DoubleTrigger, GameId, PraemieId, PresetId } from '@/domain/model';
import { GAME_NAMES, PRAEMIE_NAMES } from '@/domain/names';
import type { Lang } from '@/lib/lang';

const PRESET_NAMES: Record<PresetId, { de: string; en: string }> = {
  hausregeln: { de: 'Hausregeln', en: 'House rules' },
  tarockcup: { de: 'Tarockcup', en: 'Tarockcup' },
  erotas: { de: 'EROTAS', en: 'EROTAS' },
  baden: { de: 'Baden', en: 'Baden' },
  wiki: { de: 'Wiki-Tariftabelle', en: 'Wiki tariff table' },
  ooe2023: { de: 'Oberösterreich 4/2023', en: 'Upper Austria 4/2023' },
  tirol: { de: 'Tirol', en: 'Tyrol' },
  wien: { de: 'Wiener Tarockcup', en: 'Vienna Tarockcup' },
};

const PRESET_DESCRIPTIONS: Record<PresetId, { de: string; en: string }> = {
  hausregeln: {
    de: 'Private Hausregeln: Rufer 1, Dreier 6, Kontra bis Re, wahlweise Doppelrunden und Pagatkassa.',
    en: 'Private house rules: Rufer 1, Dreier 6, Kontra up to Re, optional double rounds and Pagat pot.',
  },
  tarockcup: {
    de: 'Raiffeisen Tarockcup: Kontra nur ums Geld, stille Prämien zählen nur gemacht.',
    en: 'Raiffeisen Tarockcup: Kontra paid in cash only, silent bonuses count only when made.',
  },
  erotas: {
    de: 'Tarockseminar EROTAS: Zwiccolo und Triccolo, Bei-Spiele, 35/1 gewinnt.',
    en: 'EROTAS seminar: Zwiccolo and Triccolo, Bei contracts, 35/1 wins.',
  },
  baden: {
    de: 'Billardfreunde Baden: Tarifkarte, Valat als fixe Prämie 10/20.',
    en: 'Billardfreunde Baden: tariff card, Valat as a fixed bonus 10/20.',
  },
  wiki: {
    de: 'Lexikon-Tariftabelle: alle Prämien inkl. Honneurs, Kontra bis Subkontra.',
    en: 'Encyclopedia tariff table: every bonus incl. Honneurs, Kontra up to Subkontra.',
  },
  ooe2023: {
    de: 'OÖ-Regeln 4/2023 mit Renonce 11/2025 (Hausruckviertler, Raiffeisen, Sauwald): Kontra nur ums Geld, Jungfrau bekommt den ganzen Gewinn.',
    en: 'Upper-Austrian rules 4/2023 with Renonce 11/2025 (Hausruckviertler, Raiffeisen, Sauwald): Kontra in cash only, a Jungfrau gets the whole payout.',
  },
  tirol: {
    de: 'Tiroler Tarockcup 2020: Valat fix 10/20 mit eigenem Kontra, Säcke; Trischaken: die zwei mit den meisten Punkten zahlen, Renonce 3 × 4.',
    en: 'Tyrolean Tarockcup 2020: Valat fixed 10/20 with its own Kontra, Säcke; Trischaken: the two with the most points pay, Renonce 3 × 4.',
  },
  wien: {
    de: 'Wiener Tarockcup: Valat fix 10/20, stiller Valat hebt das Kontra auf, Trischaken: 6 Punkte werden verteilt.',
    en: 'Vienna Tarockcup: Valat fixed 10/20, a silent Valat voids the Kontra, Trischaken: 6 points are handed out.',
  },
};

const TRIGGER_NAMES: Record<DoubleTrigger, { de: string; en: string }> = {
  trischaken: { de: 'Trischaken', en: 'Trischaken' },
  mondfang: { de: 'Mondfang', en: 'Mondfang' },
  fensterbankerl: { de: 'Fensterbankerl (alle 0)', en: 'Fensterbankerl (all 0)' },
};

export function gameName(id: GameId, lang: Lang): string {
  return GAME_NAMES[id]?.[lang] ?? id;
}

export function praemieName(id: PraemieId, _lang?: Lang): string {
  return PRAEMIE_NAMES[id] ?? id;
}

export function presetName(id: PresetId, lang: Lang): string {
  return PRESET_NAMES[id]?.[lang] ?? id;
}

export function presetDescription(id: PresetId, lang: Lang): string {
  return PRESET_DESCRIPTIONS[id]?.[lang] ?? '';
}

/** Double-round triggers (rules.md §8). */
export function doubleTriggerName(id: DoubleTrigger, lang: Lang): string {
  return TRIGGER_NAMES[id]?.[lang] ?? id;
}
