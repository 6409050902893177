/**
 * One name for an evening everywhere: "Abend" in German, "evening" in English —
 * in the list, on the sheet, in the Abrechnung, on buttons, in dialogs, exports
 * and the correction screen. "Runde" / "round" keeps its rulebook meaning (one
 * deal by every player: Doppelrunde, letzte Runde; a tournament's round) and
 * never names the evening or its group of players.
 */
import { describe, expect, it } from 'vitest';
import { PRESET_IDS } from '@/domain/index';
import { presetDescription, presetName } from '@/lib/tarock-names';
import { eveningTitle } from '@/lib/evening-title';
import { appMessages } from './messages';
import { messages as abrechnung } from '@/features/abrechnung/messages';
import { messages as backup } from '@/features/backup/messages';
import { messages as handEntry } from '@/features/hand-entry/messages';
import { newSessionMessages } from '@/features/new-session/messages';
import { messages as qrTransfer } from '@/features/qr-transfer/messages';
import { ruleSetsMessages } from '@/features/rule-sets/messages';
import { sessionsMessages } from '@/features/sessions/messages';
import { messages as sheet } from '@/features/sheet/messages';
import { messages as stats } from '@/features/stats/messages';
import { tournamentMessages } from '@/features/tournament/messages';

type Dicts = { de: Record<string, string>; en: Record<string, string> };

/** The screens of one evening at a table (a tournament's rounds are the tournament's own vocabulary). */
const EVENING_SCREENS: Record<string, Dicts> = {
  app: appMessages, abrechnung, backup, handEntry, newSession: newSessionMessages, ruleSets: ruleSetsMessages,
  sessions: sessionsMessages, sheet, stats,
};
const TOURNAMENT_SCREENS: Record<string, Dicts> = { qrTransfer, tournament: tournamentMessages };

function texts(all: Record<string, Dicts>, lang: 'de' | 'en'): [string, string][] {
  const out: [string, string][] = [];
  for (const [feature, dict] of Object.entries(all)) {
    for (const [key, value] of Object.entries(dict[lang])) out.push([`${feature}.${key}`, value]);
  }
  for (const id of PRESET_IDS) out.push([`preset.${id}`, `${presetName(id, lang)}: ${presetDescription(id, lang)}`]);
  return out;
}

const REJECTED_DE = /\b(Sitzung|Session|Spielabend|Partie|Spielrunde|Tarockrunde|\w+srunde)\b/i;
const REJECTED_EN = /\b(session|game night|match|game evening)\b/i;
/** "Runde" on an evening's screens only as the rulebook's round. */
const ROUND_DE = /Runde/g;
// A tournament's round is named with its table ("Runde 2 · Tisch 3", "Runde 1, Tisch 2: anderes Ergebnis"): no evening's round.
const ROUND_OK_DE = /(Doppelrunde|[Ll]etzte Runde|nächste Runde|weitere Runde|Runden hintereinander|Turnierrunde|Runde\s+[·,] Tisch)/g;
const ROUND_EN = /\bround\b/gi;
const ROUND_OK_EN = /(double rounds?|last round|next round|further round|rounds one after another|goes round|tournament round|round\s+[·,] table)/gi;

/** A message's words without its placeholders (`{round}` is no word of the text). */
const words = (v: string): string => v.replace(/\{\w+\}/g, '');

describe('the evening\'s vocabulary', () => {
  it('no text calls an evening by another word', () => {
    const bad = [
      ...texts({ ...EVENING_SCREENS, ...TOURNAMENT_SCREENS }, 'de').filter(([, v]) => REJECTED_DE.test(v)),
      ...texts({ ...EVENING_SCREENS, ...TOURNAMENT_SCREENS }, 'en').filter(([, v]) => REJECTED_EN.test(v)),
    ];
    expect(bad).toEqual([]);
  });

  it('"Runde" / "round" on the evening\'s screens means the rulebook\'s round only', () => {
    const bad = [
      ...texts(EVENING_SCREENS, 'de').filter(([, v]) => (words(v).match(ROUND_DE)?.length ?? 0) > (words(v).match(ROUND_OK_DE)?.length ?? 0)),
      ...texts(EVENING_SCREENS, 'en').filter(([, v]) => (words(v).match(ROUND_EN)?.length ?? 0) > (words(v).replace(/double rounds/gi, 'double round').match(ROUND_OK_EN)?.length ?? 0)),
    ];
    expect(bad).toEqual([]);
  });

  it('the screens that name the evening say "Abend" / "evening"', () => {
    const named = [
      newSessionMessages.de.title, newSessionMessages.de.editTitle, newSessionMessages.de.start, sheet.de.editSession,
      sheet.de.changeSession, sessionsMessages.de.newSession, sessionsMessages.de.currentHeading, sessionsMessages.de.renameTitle,
      sessionsMessages.de.deleteTitle, abrechnung.de.exportJson, stats.de.titleAll, backup.de.exportOneHeading,
    ];
    for (const text of named) expect(text).toMatch(/Abend/);
    const namedEn = [
      newSessionMessages.en.title, newSessionMessages.en.editTitle, newSessionMessages.en.start, sheet.en.editSession,
      sheet.en.changeSession, sessionsMessages.en.newSession, sessionsMessages.en.currentHeading, sessionsMessages.en.renameTitle,
      sessionsMessages.en.deleteTitle, abrechnung.en.exportJson, stats.en.titleAll, backup.en.exportOneHeading,
    ];
    for (const text of namedEn) expect(text).toMatch(/[Ee]vening/);
    expect(eveningTitle({ date: '2026-11-20' }, 'de')).toMatch(/^Abend vom /);
    expect(eveningTitle({ date: '2026-11-20' }, 'en')).toMatch(/^Evening of /);
  });
});
