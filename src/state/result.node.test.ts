// @vitest-environment node
/**
 * The state layer's one result shape: the helpers build it, and no store declares a
 * result shape of its own beside it (a planted one is found).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Result } from '@/domain/model';
import type * as Tournament from './tournament-store';
import type * as Registration from './tournament-registration';
import type * as Draw from './tournament-draw';
import type * as TableResults from './tournament-results';
import type * as TournamentImport from './tournament-import';
import type * as SeasonImport from './season-import';
import type * as CupNumbers from './season-cup-numbers';
import type * as AddTournament from './season-add-tournament';
import type * as Sessions from './session-store';
import type * as Desk from './hand-in-desk';
import type * as Online from './online/online';
import type * as TablePhone from './online/table-phone';
import { done, doneNothing, firstError, fromDomain, mapDone, refused, type Coded, type StoreResult } from './result';

const problem = (code: string) => ({ code, message: code, params: {} });

describe('the one result shape of a store action', () => {
  it('done carries what the action made; done with nothing carries null', () => {
    expect(done({ kind: 'added' })).toEqual({ ok: true, value: { kind: 'added' } });
    expect(doneNothing()).toEqual({ ok: true, value: null });
  });

  it('a refusal lists one error or more, each with its code; the first is the one a screen shows', () => {
    const one = refused(problem('ERR_T_NO_DRAFT'));
    expect(one).toEqual({ ok: false, errors: [problem('ERR_T_NO_DRAFT')] });
    const two = refused(problem('ERR_T_PLAYER_NAME'), problem('ERR_T_DUPLICATE_NAME'));
    expect(two.errors.map((e) => e.code)).toEqual(['ERR_T_PLAYER_NAME', 'ERR_T_DUPLICATE_NAME']);
    expect(firstError(two).code).toBe('ERR_T_PLAYER_NAME');
  });

  it("the engine's Result becomes the store's: its value, or its list of problems as the errors", () => {
    const ok: Result<number, { code: string }[]> = { ok: true, value: 7 };
    const bad: Result<number, { code: string }[]> = { ok: false, error: [{ code: 'ERR_T_ROUNDS' }] };
    expect(fromDomain(ok)).toEqual({ ok: true, value: 7 });
    expect(fromDomain(bad)).toEqual({ ok: false, errors: [{ code: 'ERR_T_ROUNDS' }] });
  });

  it('mapDone changes the value of a done result and leaves a refusal as it is', () => {
    expect(mapDone(done(2), (n) => n * 3)).toEqual({ ok: true, value: 6 });
    const no = refused(problem('ERR_X'));
    expect(mapDone<number, number, Coded>(no, (n) => n * 3)).toBe(no);
  });

  it("every store action that can be refused answers with it (the type checker's part)", () => {
    type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
    type AnyResult = StoreResult<unknown, Coded>;
    expectTypeOf<Answer<typeof Tournament.createTournament>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<typeof Tournament.drawLot>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<typeof Registration.addPlayers>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<typeof Draw.publishDraft>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<typeof TableResults.submitTableResult>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<typeof TableResults.submitHandIn>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<typeof TournamentImport.importTournamentText>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<typeof AddTournament.addTournament>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<typeof SeasonImport.importSeasonText>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<typeof CupNumbers.setPlayerCupNumber>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<Sessions.Actions['saveHand']>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<Sessions.Actions['undo']>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<typeof Desk.readHandIn>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<typeof Desk.storeHandIn>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<typeof Online.connectServer>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<typeof Online.tableLoginCodes>>().toMatchTypeOf<AnyResult>();
    expectTypeOf<Answer<typeof TablePhone.handInOverNetwork>>().toMatchTypeOf<AnyResult>();
  });
});

// ---- no second shape beside it ----

const stateDir = fileURLToPath(new URL('.', import.meta.url));

/** A result shape written by hand: a type literal `{ ok: true; …` / `{ ok: false; …`, or `ok: boolean`. */
const OWN_SHAPE = /\{\s*ok:\s*(?:true|false)\s*;|\bok\s*:\s*boolean\b/;

/** The state layer's source files (tests excepted), relative to src/state. */
function stateSources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) stateSources(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(relative(stateDir, full).split('\\').join('/'));
  }
  return out;
}

/** The places in `source` that declare a result shape of their own (comments do not count). */
function ownShapes(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return code.split('\n').filter((line) => OWN_SHAPE.test(line)).map((line) => line.trim());
}

describe('no store declares a result shape of its own', () => {
  it('finds a planted one', () => {
    expect(ownShapes('export type Saved = { ok: true } | { ok: false; code: string };')).toHaveLength(1);
    expect(ownShapes('function f(): Promise<{ ok: boolean; errors: string[] }> {}')).toHaveLength(1);
    expect(ownShapes('return { ok: true, value: 1 };')).toEqual([]);
    expect(ownShapes('/** answers { ok: true; value } */')).toEqual([]);
  });

  it('src/state has none besides result.ts', () => {
    // pouch-types.ts types the PouchDB library's own answers, which are not store actions.
    const files = stateSources(stateDir).filter((f) => f !== 'result.ts' && f !== 'online/pouch-types.ts');
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((f) => ownShapes(readFileSync(join(stateDir, f), 'utf8')).map((line) => `${f}: ${line}`));
    expect(found).toEqual([]);
  });
});
