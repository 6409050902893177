/** Short game names for the sheet's narrow first column, as scorekeepers write them on paper. */
import type { GameId } from '@/domain/index';

export const GAME_ABBREVS: Record<GameId, string> = {
  rufer: 'R',
  solorufer: 'SR',
  besserrufer: 'BR',
  solobesserrufer: 'SBR',
  dreier: '3er',
  sechserdreier: '6er',
  solodreier: 'S3',
  farbendreier: 'F3',
  farbensolo: 'FS',
  bettler: 'B',
  bettler_ouvert: 'BO',
  bettler_plauderer: 'BP',
  piccolo: 'P',
  piccolo_ouvert: 'PO',
  piccolo_plauderer: 'PP',
  zwiccolo: 'Z',
  zwiccolo_ouvert: 'ZO',
  triccolo: 'T',
  trischaken: 'Tr',
};

export function gameAbbrev(id: GameId): string {
  return GAME_ABBREVS[id] ?? id;
}
