import { describe, expect, it } from 'vitest';
import { OEF_START_POINTS_SAUWALD } from '@/domain/season/model';
import { makeSeasonFile } from '@/testing/domain/season-factories';
import { chooseOef, emptySeasonForm, formFromSeason, formToApp, formToSettings, moveTieBreak, parseNumberList, type SeasonForm } from './season-form';

function form(changes: Partial<SeasonForm>): SeasonForm {
  return { ...emptySeasonForm(), cup: 'Sauwald-Cup', season: '2025/26', ...changes };
}

describe('parseNumberList', () => {
  it('reads numbers 0 or more separated by commas, semicolons or spaces', () => {
    expect(parseNumberList('223, 198;180  168\n12.5')).toEqual([223, 198, 180, 168, 12.5]);
    expect(parseNumberList('')).toEqual([]);
    expect(parseNumberList('100, -5')).toBeNull();
    expect(parseNumberList('100, neunzig')).toBeNull();
  });
});

describe('formToSettings', () => {
  it('the default form: Heine, the best half, the default tie-break, no ÖF', () => {
    expect(formToSettings(form({}), 0)).toEqual({ ok: true, settings: { cup: 'Sauwald-Cup', season: '2025/26', cupPoints: 'heine', best: 'half' } });
  });

  it('refuses best 0 of 10 and more than 100, and an empty own list, each with what to do', () => {
    expect(formToSettings(form({ best: 'n', bestN: '0', planned: '10' }), 0)).toEqual({ ok: false, problems: [{ key: 'formBestRange' }] });
    expect(formToSettings(form({ best: 'n', bestN: '101' }), 0)).toEqual({ ok: false, problems: [{ key: 'formBestRange' }] });
    expect(formToSettings(form({ scheme: 'list', cupList: '' }), 0)).toEqual({ ok: false, problems: [{ key: 'formListEmpty' }] });
  });

  it('refuses a start-points table shorter than the places', () => {
    const chosen = chooseOef(form({}), 'sauwald');
    expect(chosen.oefPlaces).toBe('80');
    expect(formToSettings({ ...chosen, oefPlaces: '81' }, 0)).toEqual({ ok: false, problems: [{ key: 'formOefShort', params: { entries: 80, places: 81 } }] });
    const ok = formToSettings({ ...chosen, oefPlaces: '40' }, 0);
    expect(ok.ok && ok.settings.oef).toEqual({ places: 40, startPoints: [...OEF_START_POINTS_SAUWALD] });
  });

  it('the Finale: only once it is one of the tournaments; the "final" tie-break only with a Finale', () => {
    const withFinal = form({ finale: 'onTop', finaleTournament: '3', tieBreaks: [{ id: 'final', on: true }, { id: 'results', on: true }, { id: 'participations', on: false }] });
    // Without tournaments there is no Finale yet, and "results" alone is the default (not written).
    expect(formToSettings(withFinal, 0)).toEqual({ ok: true, settings: { cup: 'Sauwald-Cup', season: '2025/26', cupPoints: 'heine', best: 'half' } });
    expect(formToSettings(withFinal, 2)).toEqual({ ok: false, problems: [{ key: 'formFinale', params: { count: 2 } }] });
    expect(formToSettings(withFinal, 3)).toMatchObject({ ok: true, settings: { final: { tournament: 3, counts: 'onTop' }, tieBreaks: ['final', 'results'] } });
  });

  it('no tie-break at all is written as an empty list (equal totals share the place)', () => {
    const none = form({ tieBreaks: [{ id: 'final', on: false }, { id: 'results', on: false }, { id: 'participations', on: false }] });
    expect(formToSettings(none, 0)).toMatchObject({ ok: true, settings: { tieBreaks: [] } });
  });

  it('orders the tie-breaks as moved', () => {
    const moved = moveTieBreak(moveTieBreak(form({}), 2, -1), 1, -1);
    expect(moved.tieBreaks.map((x) => x.id)).toEqual(['participations', 'final', 'results']);
  });
});

describe('formFromSeason', () => {
  it('reads a stored season back into the form, recognising an ÖF table', () => {
    const data = makeSeasonFile([], { cupPoints: [100, 90, 80], best: 6, plannedTournaments: 12, tieBreaks: ['participations', 'results'], oef: { places: 80, startPoints: [...OEF_START_POINTS_SAUWALD] } });
    const f = formFromSeason(data, 'tarockcup');
    expect(f).toMatchObject({ scheme: 'list', cupList: '100, 90, 80', best: 'n', bestN: '6', planned: '12', oef: 'sauwald', oefPlaces: '80', rules: 'preset:tarockcup' });
    expect(f.tieBreaks).toEqual([{ id: 'participations', on: true }, { id: 'results', on: true }, { id: 'final', on: false }]);
    const back = formToSettings(f, 0);
    expect(back).toEqual({ ok: true, settings: { cup: data.cup, season: data.season, cupPoints: [100, 90, 80], best: 6, plannedTournaments: 12, tieBreaks: ['participations', 'results'], oef: data.oef } });
  });

  it('the rules for the tournaments: a preset, a saved rule set, or the stored spec kept', () => {
    expect(formToApp(form({ rules: 'preset:wiki' }), undefined, () => undefined)).toEqual({ rules: 'wiki' });
    expect(formToApp(form({ rules: 'custom:r1' }), undefined, (id) => (id === 'r1' ? { preset: 'hausregeln', overrides: {} } : undefined))).toEqual({ rules: { preset: 'hausregeln', overrides: {} } });
    expect(formToApp(form({ rules: 'keep' }), { preset: 'baden', overrides: {} }, () => undefined)).toEqual({ rules: { preset: 'baden', overrides: {} } });
  });
});
