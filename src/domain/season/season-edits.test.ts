import { describe, expect, it } from 'vitest';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { parseJsonText } from '../tournament/json-text';
import { matchCupPlayers } from './match-players';
import type { SeasonFile } from './model';
import {
  addTournamentToSeason, applySeasonSettings, checkSeasonEdit, cupPlayerName, doubtfulMatches, drawLot, mergeSeasonCupPlayers, moveSeasonTournament,
  newSeasonFile, removeSeasonTournament, suggestCupNumber, withPlayerCupNumber, type SeasonSettings,
} from './season-edits';
import { computeSeasonStandings } from './season-standings';

const HEINE: SeasonSettings = { cup: 'Hausruckviertler Tarockcup', season: '2025/26', cupPoints: 'heine', best: 2 };

const t1 = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 120 }, { name: 'Bernd Maier', cupNumber: '12', total: -40 },
  { name: 'Clara Berger', total: -30 }, { name: 'Dieter Gruber', total: -50 },
]);
const t2 = typedTournament('t2', 'Turnier 2', [
  { name: 'Anna Hueber', total: 80 }, { name: 'Bernd Maier', total: 20 }, { name: 'Clara Berger', total: -50 }, { name: 'Dieter Gruber', total: -50 },
]);
const t3 = typedTournament('t3', 'Turnier 3', [
  { name: 'Anna Huber', total: 10 }, { name: 'Bernd Maier', total: 0 }, { name: 'Clara Berger', total: -5 }, { name: 'Dieter Gruber', total: -5 },
]);

const valid = (data: SeasonFile): SeasonFile => {
  const checked = checkSeasonEdit(data);
  if (!checked.ok) throw new Error(JSON.stringify(checked.error));
  return checked.value;
};

describe('settings', () => {
  it('a new season file has the settings (trimmed) and no tournament; it is a valid kept season', () => {
    const file = newSeasonFile({ ...HEINE, cup: '  Hausruckviertler Tarockcup ' });
    expect(file).toEqual({ format: 'tarock-season', version: 1, ...HEINE, tournaments: [] });
    expect(checkSeasonEdit(file).ok).toBe(true);
  });

  it('applying settings replaces the optional keys (an absent one goes) and keeps the tournaments and lots', () => {
    const base = makeSeasonFile([t1], { plannedTournaments: 5, final: { tournament: 1, counts: 'onTop' }, tieBreaks: ['final'], lots: ['30'] });
    const next = applySeasonSettings(base, { ...HEINE, best: 'all' });
    expect(next).toEqual({ ...makeSeasonFile([t1], { lots: ['30'] }), best: 'all' });
  });
});

describe('adding a tournament', () => {
  it('adds a file; the same file again is unchanged; another version needs a confirmation and then replaces it in its place', () => {
    const added = addTournamentToSeason(makeSeasonFile([t1]), t2);
    if (added.kind !== 'added') throw new Error(added.kind);
    expect(added.data.tournaments.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(addTournamentToSeason(added.data, t2)).toEqual({ kind: 'unchanged' });
    const renamed = { ...t1, name: 'Turnier 1 (neu)' };
    expect(addTournamentToSeason(added.data, renamed)).toEqual({ kind: 'needs-confirmation', existingName: 'Turnier 1' });
    const replaced = addTournamentToSeason(added.data, renamed, { replace: true });
    if (replaced.kind !== 'replaced') throw new Error(replaced.kind);
    expect(replaced.data.tournaments.map((t) => t.name)).toEqual(['Turnier 1 (neu)', 'Turnier 2']);
  });

  it('asks for the number of an entry whose name several numbers carry, and writes the assigned number into the file', () => {
    const t4 = typedTournament('t4', 'Turnier 4', [
      { name: 'Anna Huber', cupNumber: '31', total: 10 }, { name: 'Bernd Maier', total: 0 }, { name: 'Clara Berger', total: -5 }, { name: 'Dieter Gruber', total: -5 },
    ]);
    const season = makeSeasonFile([t1, t4]);
    const asked = addTournamentToSeason(season, t3);
    expect(asked).toEqual({
      kind: 'needs-numbers', ambiguous: [{ tournamentId: 't3', tournamentName: 'Turnier 3', playerId: 'p1', name: 'Anna Huber', cupNumbers: ['30', '31'] }],
    });
    const out = addTournamentToSeason(season, t3, { assign: [{ tournamentId: 't3', playerId: 'p1', cupNumber: ' 31 ' }] });
    if (out.kind !== 'added') throw new Error(out.kind);
    expect(out.data.tournaments[2]!.players[0]).toEqual({ id: 'p1', name: 'Anna Huber', cupNumber: '31' });
  });

  it('refuses what makes the season invalid, with the season check\'s problems', () => {
    const twice = typedTournament('t5', 'Turnier 5', [
      { name: 'Anna Huber', cupNumber: '30', total: 0 }, { name: 'Anna Hueber', cupNumber: '30x', total: 0 }, { name: 'C', total: 0 }, { name: 'D', total: 0 },
    ]);
    const out = addTournamentToSeason(makeSeasonFile([t1], { plannedTournaments: 1 }), twice);
    expect(out.kind === 'refused' ? out.errors.map((e) => e.code) : out.kind).toEqual(['ERR_S_PLANNED_TOO_FEW']);
  });
});

describe('removing and moving tournaments: the Finale follows', () => {
  const season = valid(makeSeasonFile([t1, t2, t3], { final: { tournament: 2, counts: 'onTop' }, tieBreaks: ['final', 'results'] }));

  it('an earlier tournament removed renumbers the Finale; the Finale removed drops it and its tie-break', () => {
    const first = removeSeasonTournament(season, 0);
    expect(first.ok && first.value).toMatchObject({ final: { tournament: 1 }, tieBreaks: ['final', 'results'] });
    const later = removeSeasonTournament(season, 2);
    expect(later.ok && later.value.final).toEqual({ tournament: 2, counts: 'onTop' });
    const finale = removeSeasonTournament(season, 1);
    if (!finale.ok) throw new Error('refused');
    expect(finale.value.final).toBeUndefined();
    expect(finale.value.tieBreaks).toEqual(['results']);
    expect(checkSeasonEdit(finale.value).ok).toBe(true);
  });

  it('a tournament that is not there is refused', () => {
    const out = removeSeasonTournament(season, 3);
    expect(out.ok ? [] : out.error.map((e) => e.code)).toEqual(['ERR_T_NO_SUCH_TOURNAMENT']);
  });

  it('moving swaps two neighbours and the Finale\'s number with them; moving past either end changes nothing', () => {
    const down = moveSeasonTournament(season, 1, 1);
    expect(down.tournaments.map((t) => t.id)).toEqual(['t1', 't3', 't2']);
    expect(down.final).toEqual({ tournament: 3, counts: 'onTop' });
    const up = moveSeasonTournament(season, 0, 1);
    expect(up.final).toEqual({ tournament: 1, counts: 'onTop' });
    const other = moveSeasonTournament(moveSeasonTournament(season, 0, 1), 1, -1);
    expect(other).toEqual(season);
    expect(moveSeasonTournament(season, 0, -1)).toBe(season);
    expect(moveSeasonTournament(season, 2, 1)).toBe(season);
  });
});

describe('doubtful matches and merging cup players', () => {
  const karl = (tid: string, cupNumber: string) => typedTournament(tid, tid, [
    { name: 'Karl Koch', cupNumber, total: 10 }, { name: 'Emil Egger', total: 0 }, { name: 'Franz Fuchs', total: -5 }, { name: 'Gerti Gruber', total: -5 },
  ]);

  it('lists a typo and two of the same name with different numbers, except the pairs said to be different people (either order)', () => {
    const match = matchCupPlayers(makeSeasonFile([t1, t2, karl('t3', '12'), karl('t4', '13')]));
    expect(doubtfulMatches(match, [])).toEqual(expect.arrayContaining([
      { a: '#30', b: '~anna hueber', reason: 'spelling' },
      { a: '#12', b: '#13', reason: 'sameName' },
    ]));
    expect(doubtfulMatches(match, [['#13', '#12']]).map((d) => d.reason)).toEqual(['spelling']);
  });

  it('merging gives the unnumbered player\'s entries the number, so the standings count them as one', () => {
    const season = makeSeasonFile([t1, t2]);
    const out = mergeSeasonCupPlayers(season, '~anna hueber', '#30');
    if (!out.ok) throw new Error('refused');
    expect(out.value.tournaments[1]!.players[0]).toEqual({ id: 'p1', name: 'Anna Hueber', cupNumber: '30' });
    const anna = computeSeasonStandings(out.value).standings.find((r) => r.cupNumber === '30')!;
    expect(anna.name).toBe('Anna Hueber');
    expect(season.tournaments[1]!.players[0]).toEqual({ id: 'p1', name: 'Anna Hueber' });
  });

  it('merging two players without a number gives the merged entries the kept player\'s name', () => {
    const season = makeSeasonFile([t1, t2]);
    const match = matchCupPlayers(season);
    const clara = match.players.find((p) => p.key === '~clara berger')!;
    expect(cupPlayerName(season, clara)).toBe('Clara Berger');
    const out = mergeSeasonCupPlayers(season, '~clara berger', '~dieter gruber');
    if (!out.ok) throw new Error('refused');
    expect(out.value.tournaments.map((t) => t.players[3]!.name)).toEqual(['Clara Berger', 'Clara Berger']);
  });

  it('refuses a player the season does not have, or one player twice', () => {
    const season = makeSeasonFile([t1, t2]);
    for (const [a, b] of [['#30', '#99'], ['#30', '#30']] as const) {
      const out = mergeSeasonCupPlayers(season, a, b);
      expect(out.ok ? [] : out.error.map((e) => e.code)).toEqual(['ERR_S_NO_SUCH_PLAYER']);
    }
  });
});

describe('drawing a lot', () => {
  it('records the order by cup number or name key, and a second draw of the same players replaces the first', () => {
    const tied = typedTournament('t9', 'Turnier 9', [
      { name: 'Anna Huber', cupNumber: '30', total: 20 }, { name: 'Karl Koch', total: 20 }, { name: 'Clara Berger', total: -20 }, { name: 'Dieter Gruber', total: -20 },
    ]);
    const season = makeSeasonFile([tied], { tieBreaks: [] });
    const first = drawLot(season, ['#30', '~karl koch'], () => 0.99);
    expect([...first.lots!].sort()).toEqual(['30', 'karl koch']);
    expect(checkSeasonEdit(first).ok).toBe(true);
    expect(computeSeasonStandings(first).standings.slice(0, 2).map((r) => [r.place, r.byLot])).toEqual([[1, true], [2, true]]);
    expect(drawLot(first, ['~karl koch', '#30'], () => 0).lots).toHaveLength(2);
  });
});

describe('cup numbers at registration', () => {
  it('sets a number (trimmed), removes it with an empty text, refuses one another player has or an unknown player', () => {
    const set = withPlayerCupNumber(t2, 'p1', ' 30 ');
    expect(set.ok && set.value.players[0]).toEqual({ id: 'p1', name: 'Anna Hueber', cupNumber: '30' });
    if (!set.ok) return;
    const taken = withPlayerCupNumber(set.value, 'p2', '30');
    expect(taken.ok ? [] : taken.error.map((e) => e.code)).toEqual(['ERR_T_CUP_NUMBER_DUPLICATE']);
    const cleared = withPlayerCupNumber(set.value, 'p1', '');
    expect(cleared.ok && cleared.value.players[0]).toEqual({ id: 'p1', name: 'Anna Hueber' });
    const nobody = withPlayerCupNumber(t2, 'p9', '5');
    expect(nobody.ok ? [] : nobody.error.map((e) => e.code)).toEqual(['ERR_T_NO_SUCH_PLAYER']);
  });

  it('suggests the number the season knows for a name key, none when no one or several numbers carry it', () => {
    const season = makeSeasonFile([t1]);
    expect(suggestCupNumber(season, 'ANNA  huber')).toBe('30');
    expect(suggestCupNumber(season, 'Ａｎｎａ Huber')).toBe('30');
    expect(suggestCupNumber(season, 'Clara Berger')).toBeNull();
    expect(suggestCupNumber(undefined, 'Anna Huber')).toBeNull();
    const t4 = typedTournament('t4', 'Turnier 4', [
      { name: 'Anna Huber', cupNumber: '31', total: 0 }, { name: 'B', total: 0 }, { name: 'C', total: 0 }, { name: 'D', total: 0 },
    ]);
    expect(suggestCupNumber(makeSeasonFile([t1, t4]), 'Anna Huber')).toBeNull();
  });
});

describe('a received file\'s text', () => {
  it('is read as JSON with a byte-order mark allowed; anything else is ERR_T_NOT_JSON', () => {
    expect(parseJsonText('\uFEFF{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    const bad = parseJsonText('{');
    expect(bad.ok ? [] : bad.error.map((e) => e.code)).toEqual(['ERR_T_NOT_JSON']);
  });
});
