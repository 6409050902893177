/**
 * The Österreich-Finale as a season preset (tournament-format.md §12): the day's Finalpunkte as a
 * list by place (typed by the organiser), every result counts, no ÖF places of its own; the
 * Finale ("inside") and the tie-break "finalRounds" follow once the day is in the season, and
 * the start points come from the start list (`carried`).
 */
import type { OefStartStored } from '@/domain/season/oef-start';
import type { SeasonForm } from './season-form';

/** An ÖF season before its start list is read in. */
export const EMPTY_START_LIST: OefStartStored = { entries: [], qualified: 0, sources: [] };

/** The form with the ÖF's settings: `cup` is the ÖF's name when none is typed yet. */
export function withOefPreset(form: SeasonForm, cup: string): SeasonForm {
  return {
    ...form,
    cup: form.cup.trim() === '' ? cup : form.cup,
    scheme: 'list',
    best: 'all',
    bestN: '',
    finale: 'none',
    finaleTournament: '',
    // The default: once the day is in, "finalRounds" takes its place (`withOefDay`).
    tieBreaks: form.tieBreaks.map((x) => ({ ...x, on: x.id === 'results' })),
    oef: 'none',
    oefPlaces: '',
    oefList: '',
  };
}
