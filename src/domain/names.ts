/**
 * The table's names for games and Prämien (German and English), used by the
 * explanations and by every screen. Prämien keep their German names in both
 * languages; games are translated only where an English word is usual.
 */
import type { GameId, PraemieId } from './model';

export const GAME_NAMES: Record<GameId, { de: string; en: string }> = {
  rufer: { de: 'Rufer', en: 'Rufer' },
  solorufer: { de: 'Solorufer', en: 'Solo Rufer' },
  besserrufer: { de: 'Besserrufer', en: 'Besserrufer' },
  solobesserrufer: { de: 'Solo-Besserrufer', en: 'Solo Besserrufer' },
  dreier: { de: 'Dreier', en: 'Dreier' },
  sechserdreier: { de: 'Sechserdreier', en: 'Sechserdreier' },
  solodreier: { de: 'Solodreier', en: 'Solo Dreier' },
  farbendreier: { de: 'Farbendreier', en: 'Farbendreier' },
  farbensolo: { de: 'Farbensolo', en: 'Farbensolo' },
  bettler: { de: 'Bettler', en: 'Bettler' },
  bettler_ouvert: { de: 'Bettler ouvert', en: 'Bettler ouvert' },
  bettler_plauderer: { de: 'Bettler Plauderer', en: 'Bettler Plauderer' },
  piccolo: { de: 'Piccolo', en: 'Piccolo' },
  piccolo_ouvert: { de: 'Piccolo ouvert', en: 'Piccolo ouvert' },
  piccolo_plauderer: { de: 'Piccolo Plauderer', en: 'Piccolo Plauderer' },
  zwiccolo: { de: 'Zwiccolo', en: 'Zwiccolo' },
  zwiccolo_ouvert: { de: 'Zwiccolo ouvert', en: 'Zwiccolo ouvert' },
  triccolo: { de: 'Triccolo', en: 'Triccolo' },
  trischaken: { de: 'Trischaken', en: 'Trischaken' },
};

/** Prämien keep their German names in both languages. */
export const PRAEMIE_NAMES: Record<PraemieId, string> = {
  pagat: 'Pagat',
  uhu: 'Uhu',
  kakadu: 'Kakadu',
  marabu: 'Marabu',
  koenig_ultimo: 'König Ultimo',
  trull: 'Trull',
  koenige: 'Vier Könige',
  mondfang: 'Mondfang',
  koenigfang: 'Königfang',
  honneurs: 'Honneurs',
  absolut: 'Absolut',
  grammopoi: 'Grammopoi',
};
