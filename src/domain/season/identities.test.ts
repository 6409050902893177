import { describe, expect, it } from 'vitest';
import type { SeasonTournament } from '../results/model';
import type { TournamentFile } from '../tournament/model';
import { applyIdentityFacts, entryRef, withFacts, type IdentityFact } from './identities';

/** Only what the facts look at: a tournament file's id and players. */
const t = (id: string, players: { id: string; name: string; cupNumber?: string }[]) => ({ format: 'tarock-tournament', id, players }) as unknown as TournamentFile;

describe('identity facts', () => {
  it('names an entry of a tournament file by its id, and one without an id by the name it was written with', () => {
    expect(entryRef({ id: 'p3', name: 'Ana Huber' })).toBe('id:p3');
    expect(entryRef({ name: '  ANA  huber ' })).toBe('name:ana huber');
  });

  it('writes the number and the spelling into the entries the facts name and leaves every other entry and tournament as it was', () => {
    const a = t('a', [{ id: 'p1', name: 'Ana Huber' }, { id: 'p2', name: 'Bernd' }]);
    const b = t('b', [{ id: 'p1', name: 'Clara' }]);
    const facts: IdentityFact[] = [{ kind: 'entry', tournament: 'a', entry: 'id:p1', cupNumber: '30', name: 'Anna Huber' }];
    const [a2, b2] = applyIdentityFacts([a, b], facts);
    expect(a2!.players).toEqual([{ id: 'p1', name: 'Anna Huber', cupNumber: '30' }, { id: 'p2', name: 'Bernd' }]);
    expect(a2!.players[1]).toBe(a.players[1]);
    expect(b2).toBe(b);
  });

  it('an alias applies only to entries without a number, and an entry fact wins over it', () => {
    const facts: IdentityFact[] = [
      { kind: 'alias', nameKey: 'ana huber', cupNumber: '30', name: 'Anna Huber' },
      { kind: 'entry', tournament: 'c', entry: 'id:p2', cupNumber: '31' },
    ];
    const [c] = applyIdentityFacts([t('c', [{ id: 'p1', name: 'ANA Huber' }, { id: 'p2', name: 'Ana Huber' }, { id: 'p3', name: 'Ana Huber', cupNumber: '44' }])], facts);
    expect(c!.players).toEqual([
      { id: 'p1', name: 'Anna Huber', cupNumber: '30' }, { id: 'p2', name: 'Ana Huber', cupNumber: '31' }, { id: 'p3', name: 'Ana Huber', cupNumber: '44' },
    ]);
  });

  it('is idempotent, and a later fact about the same entry replaces the earlier', () => {
    const facts = withFacts([{ kind: 'entry', tournament: 'a', entry: 'id:p1', cupNumber: '30' }], [{ kind: 'entry', tournament: 'a', entry: 'id:p1', cupNumber: '31' }]);
    expect(facts).toEqual([{ kind: 'entry', tournament: 'a', entry: 'id:p1', cupNumber: '31' }]);
    const once = applyIdentityFacts([t('a', [{ id: 'p1', name: 'X' }])], facts);
    expect(applyIdentityFacts(once, facts)[0]).toBe(once[0]);
  });
});

describe('identity facts on a results list', () => {
  it('name an entry by the spelling the list wrote, so a corrected list gets the same identity again', () => {
    const list = (total: number) => ({
      format: 'tarock-results', version: 1, id: 'hrc-2', name: 'Liste',
      results: [{ name: 'Ana Huber', total }, { name: 'Bernd Maier', total: 0 }],
    }) as unknown as SeasonTournament;
    const facts: IdentityFact[] = [{ kind: 'entry', tournament: 'hrc-2', entry: entryRef({ name: 'Ana Huber' }), cupNumber: '30', name: 'Anna Huber' }];
    for (const version of [list(40), list(45)]) {
      const [out] = applyIdentityFacts([version], facts);
      expect((out as { results: unknown[] }).results[0]).toMatchObject({ name: 'Anna Huber', cupNumber: '30' });
      expect((out as { results: unknown[] }).results[1]).toEqual({ name: 'Bernd Maier', total: 0 });
    }
  });
});
