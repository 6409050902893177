/**
 * #/t/:id — the director's desk (Turnierleitung): rounds with their missing
 * tables, the next draw, registration (type with suggestions, paste a list,
 * walk-ins, correct a name, withdraw), standings and projector, exports, archive and delete.
 */
import { MAX_PLAYER_NAME_LENGTH } from '@/domain/player-name';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { PencilIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/field';
import { showToast } from '@/components/ui/toast';
import { missingTables, type TournamentFile, type TournamentPlayer } from '@/domain/index';
import { nameKey } from '@/domain/season/match-players';
import { navigate, routePath } from '@/lib/router';
import { archiveTournament, deleteTournament, usePlayers, type ActionResult, type StoredTournament, type TournamentProblem } from '@/state/tournament-store';
import { useDraft } from '@/state/tournament-draw';
import {
  addPlayers,
  duplicateNames,
  nameWithNote,
  namesFromText,
  reinstatePlayer,
  removePlayer,
  renamePlayer,
  withdrawPlayer,
} from '@/state/tournament-registration';
import { tournamentMessages } from './messages';
import { ExportButtons } from './exports';
import { filterByName, SEARCH_FROM } from './player-search';
import { PlayerSearchField } from './player-search-field';
import { OnlinePanel } from './online-panel';
import { Name, ProblemList, tournamentHref, WithTournament } from './shared';
import { CupNumberBadge, PlayerEditDialog, useSeasonOf } from './cup-number';
import { useSeasonsOfTournament } from '@/state/tournament-seasons';
import { tournamentSeasonMessages } from './season-messages';
import type { StoredSeason } from '@/state/season-store';
import {
  nearSeasonPeople, setPlayerCupNumber, setPlayerCupNumbers, suggestCupNumber, useSeasonPeople, type NearPerson,
} from '@/state/season-cup-numbers';
import { DidYouMean, numbersToTake, TakeAllNumbers } from './near-player';

/** A registration longer than this is not listed in full on the desk unless asked for (or searched). */
export const INLINE_PLAYERS_MAX = 24;

export function TournamentOverviewScreen({ id }: { id: string }) {
  const t = useT(tournamentMessages);
  return <WithTournament id={id} title={t('director')}>{(stored) => <Overview stored={stored} />}</WithTournament>;
}

function Overview({ stored }: { stored: StoredTournament }) {
  const t = useT(tournamentMessages);
  const data = stored.data;
  const draft = useDraft(stored.id);
  const season = useSeasonOf(stored);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const nextRound = data.rounds.length + 1;

  return (
    <Screen title={data.name} back={{ href: routePath({ name: 'tournaments' }), label: t('back') }}>
      <nav aria-label={t('director')} className="grid grid-cols-3 gap-2">
        <LinkButton href={tournamentHref(stored.id, { kind: 'standings' })} className="px-2 text-sm">{t('standings')}</LinkButton>
        <LinkButton href={tournamentHref(stored.id, { kind: 'projector' })} className="px-2 text-sm">{t('projector')}</LinkButton>
        <LinkButton href={tournamentHref(stored.id, { kind: 'settings' })} className="px-2 text-sm">{t('settings')}</LinkButton>
      </nav>
      <SeasonLinks tournamentId={stored.id} recordedSeasonId={stored.seasonId} />

      <section aria-labelledby="rounds-heading" className="mt-6">
        <h2 id="rounds-heading" className="text-lg font-bold">{t('rounds')}</h2>
        <ul className="mt-2 flex flex-col gap-2" aria-label={t('rounds')}>
          {data.rounds.map((round, i) => {
            const missing = missingTables(data, i + 1);
            return (
              <li key={i}>
                <a
                  href={tournamentHref(stored.id, { kind: 'round', round: i + 1 })}
                  className="flex min-h-11 items-center justify-between rounded-xl border border-stone-200 bg-white px-4 py-2 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:border-stone-700 dark:bg-stone-900"
                >
                  <span className="font-semibold">{t('roundN', { n: i + 1 })}</span>
                  <span className={missing.length > 0 ? 'text-sm text-amber-800 dark:text-amber-300' : 'text-sm text-green-800 dark:text-green-300'}>
                    {missing.length > 0 ? t('roundStatusMissing', { missing: missing.length, n: round.tables.length }) : t('roundStatusComplete', { n: round.tables.length })}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
        {data.rounds.length < data.plannedRounds ? (
          <LinkButton href={tournamentHref(stored.id, { kind: 'draw' })} variant="primary" className="mt-3 w-full">
            {draft ? t('draftOpen', { n: nextRound }) : t('drawNext', { n: nextRound })}
          </LinkButton>
        ) : (
          <p className="mt-3 text-base">{t('allRoundsDrawn', { n: data.plannedRounds })}</p>
        )}
      </section>

      <Registration data={data} season={season} />

      <OnlinePanel data={data} />

      <section aria-labelledby="exports-heading" className="mt-8">
        <h2 id="exports-heading" className="text-lg font-bold">{t('exports')}</h2>
        <ExportButtons data={data} />
      </section>

      <div className="mt-8 flex flex-wrap gap-2">
        <Button onClick={() => void archiveTournament(stored.id, !stored.archived)}>{stored.archived ? t('unarchive') : t('archive')}</Button>
        <Button variant="danger" onClick={() => setConfirmDelete(true)}>{t('deleteTournament')}</Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        danger
        title={t('deleteTitle')}
        message={t('deleteBody', { name: data.name })}
        confirmLabel={t('deleteTournament')}
        cancelLabel={t('cancel')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          void deleteTournament(stored.id).then(() => {
            showToast({ message: t('deleted', { name: data.name }) });
            navigate({ name: 'tournaments' }, { replace: true });
          });
        }}
      />
    </Screen>
  );
}

/**
 * Back to the cup season the tournament belongs to, the organiser's home: every season that holds
 * it (however it came in) and the one it was set up for; each named when there are several.
 */
function SeasonLinks({ tournamentId, recordedSeasonId }: { tournamentId: string; recordedSeasonId: string | undefined }) {
  const ts = useT(tournamentSeasonMessages);
  const seasons = useSeasonsOfTournament(tournamentId, recordedSeasonId);
  if (!seasons || seasons.length === 0) return null;
  if (seasons.length === 1) return <div className="mt-3"><SeasonLink season={seasons[0]!} /></div>;
  return (
    <ul className="mt-3" aria-label={ts('seasonsOf')}>
      {seasons.map((season) => <li key={season.id}><SeasonLink season={season} /></li>)}
    </ul>
  );
}

function SeasonLink({ season }: { season: StoredSeason }) {
  const ts = useT(tournamentSeasonMessages);
  const name = `${season.data.cup} ${season.data.season}`;
  return (
    <a
      href={routePath({ name: 'season', seasonId: season.id, view: 'overview' })}
      className="block min-h-11 rounded-xl px-1 py-2.5 text-base font-semibold text-green-900 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:text-green-200"
    >
      {ts('partOf')}&nbsp;<bdi>{name}</bdi>
    </a>
  );
}

function Registration({ data, season }: { data: TournamentFile; season: StoredSeason | null }) {
  const t = useT(tournamentMessages);
  const ts = useT(tournamentSeasonMessages);
  const known = usePlayers();
  const listId = useId();
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [paste, setPaste] = useState('');
  const [problems, setProblems] = useState<TournamentProblem[]>([]);
  const [renaming, setRenaming] = useState<TournamentPlayer | null>(null);
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);
  const dupes = useMemo(() => duplicateNames(data.players), [data.players]);
  const typedIsDuplicate = name.trim() !== '' && data.players.some((p) => nameKey(p.name) === nameKey(nameWithNote(name, note)));
  const suggestions = useMemo(() => {
    const registered = new Set(data.players.map((p) => p.name));
    return (known ?? []).map((p) => p.name).filter((n) => !registered.has(n));
  }, [known, data.players]);

  async function add(names: string[]): Promise<TournamentPlayer[] | null> {
    setProblems([]);
    const out = await addPlayers(data.id, names);
    if (!out.ok) {
      setProblems(out.errors);
      return null;
    }
    showToast({ message: t('addedN', { n: out.value.length }) });
    return out.value;
  }

  // The cup number the tournament's season knows for the typed name: entered with the player.
  const seasonNumber = suggestCupNumber(season?.data, nameWithNote(name, note));
  // A name close to a season player's is asked about before it is registered.
  const people = useSeasonPeople(season?.data);
  const [asking, setAsking] = useState<NearPerson[] | null>(null);
  const toTake = useMemo(() => numbersToTake(data.players, season), [data.players, season]);

  async function register(typed: string, cupNumber: string | null) {
    setAsking(null);
    const added = await add([typed]);
    if (added) {
      setName('');
      setNote('');
      if (cupNumber !== null && added[0]) await act(setPlayerCupNumber(data.id, added[0].id, cupNumber));
    }
  }

  function submitOne(e: FormEvent) {
    e.preventDefault();
    const typed = nameWithNote(name, note);
    const near = note.trim() === '' && seasonNumber === null ? nearSeasonPeople(people, typed) : [];
    if (near.length > 0) setAsking(near);
    else void register(typed, seasonNumber);
  }

  async function takeAll() {
    const out = await setPlayerCupNumbers(data.id, toTake);
    setProblems(out.ok ? [] : out.errors);
    if (out.ok) showToast({ message: ts('numbersTaken', { n: toTake.length }) });
  }

  async function act(action: Promise<ActionResult<unknown>>) {
    const out = await action;
    setProblems(out.ok ? [] : out.errors);
  }

  async function rename(player: TournamentPlayer, newName: string, cupNumber: string) {
    setRenaming(null);
    const out = await renamePlayer(data.id, player.id, newName);
    setProblems(out.ok ? [] : out.errors);
    const now = out.ok ? out.value.players.find((p) => p.id === player.id)?.name : undefined;
    if (now !== undefined && now !== player.name) showToast({ message: t('renamed', { old: player.name, name: now }) });
    if (out.ok && cupNumber.trim() !== (player.cupNumber ?? '')) {
      const numbered = await setPlayerCupNumber(data.id, player.id, cupNumber);
      if (!numbered.ok) setProblems(numbered.errors);
      else showToast({ message: cupNumber.trim() ? ts('numberSet', { name: now ?? player.name, number: cupNumber.trim() }) : ts('numberRemoved', { name: now ?? player.name }) });
    }
  }

  const active = data.players.filter((p) => p.withdrawnAfter === undefined).length;
  // A long registration is found by its search, not scrolled through on the desk.
  const long = data.players.length > INLINE_PLAYERS_MAX;
  const searching = query.trim() !== '';
  const matches = filterByName(data.players, (p) => p.name, query);
  const listed = !long || showAll || searching ? matches : [];

  return (
    <section aria-labelledby="players-heading" className="mt-8">
      <h2 id="players-heading" className="text-lg font-bold">
        {t('registration')} <span className="text-base font-normal">· {t('playersCount', { n: data.players.length })} · {t('activeCount', { n: active })}</span>
      </h2>
      <form onSubmit={submitOne} className="mt-2 flex flex-col gap-2" aria-label={t('addPlayer')}>
        <div className="grid grid-cols-[2fr_1fr] gap-2">
          <TextField label={t('playerName')} list={listId} value={name} autoComplete="off" onChange={(e) => { setName(e.target.value); setAsking(null); }} />
          <TextField label={t('playerNote')} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <datalist id={listId}>
          {suggestions.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
        {seasonNumber !== null ? <p role="status" className="text-sm text-green-800 dark:text-green-300">{ts('suggested', { number: seasonNumber })}</p> : null}
        {typedIsDuplicate ? <p role="status" className="text-sm text-amber-800 dark:text-amber-300">{t('duplicateWarning', { name: nameWithNote(name, note) })}</p> : null}
        {asking ? (
          <DidYouMean
            typed={nameWithNote(name, note)}
            people={asking}
            onTake={(p) => void register(p.name, p.cupNumber)}
            onAsTyped={() => void register(nameWithNote(name, note), null)}
          />
        ) : (
          <Button type="submit" disabled={name.trim() === ''}>{t('add')}</Button>
        )}
      </form>
      <TakeAllNumbers count={toTake.length} onTake={() => void takeAll()} />

      <label className="mt-4 block text-sm font-medium" htmlFor={`${listId}-paste`}>{t('pasteList')}</label>
      <textarea
        id={`${listId}-paste`}
        value={paste}
        rows={4}
        onChange={(e) => setPaste(e.target.value)}
        className="mt-1 block w-full rounded-lg border border-stone-300 bg-white p-3 text-base dark:border-stone-600 dark:bg-stone-900"
      />
      <Button
        className="mt-2 w-full"
        disabled={namesFromText(paste).length === 0}
        onClick={() => void add(namesFromText(paste)).then((ok) => ok && setPaste(''))}
      >
        {t('addList')}
      </Button>
      <ProblemList problems={problems} />

      {data.players.length >= SEARCH_FROM ? (
        <PlayerSearchField className="mt-4" value={query} onChange={setQuery} shown={matches.length} of={data.players.length} />
      ) : null}
      {listed.length > 0 ? (
        <ol className="mt-4 flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white dark:divide-stone-700 dark:border-stone-700 dark:bg-stone-900" aria-label={t('players')}>
          {listed.map((p) => (
            <PlayerRow
              key={p.id}
              player={p}
              data={data}
              duplicate={dupes.has(nameKey(p.name))}
              season={season}
              onAct={(a) => void act(a)}
              onRename={() => setRenaming(p)}
            />
          ))}
        </ol>
      ) : null}
      {long && !searching ? (
        <Button variant="ghost" className="mt-2 w-full" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
          {showAll ? t('collapsePlayers') : t('showAllPlayers', { n: data.players.length })}
        </Button>
      ) : null}
      <PlayerEditDialog
        player={renaming}
        season={season}
        maxNameLength={MAX_PLAYER_NAME_LENGTH}
        onCancel={() => setRenaming(null)}
        onSave={(player, value, cupNumber) => void rename(player, value, cupNumber)}
      />
    </section>
  );
}

interface PlayerRowProps {
  player: TournamentPlayer;
  data: TournamentFile;
  duplicate: boolean;
  season: StoredSeason | null;
  onAct: (a: Promise<ActionResult<unknown>>) => void;
  onRename: () => void;
}

function PlayerRow({ player, data, duplicate, season, onAct, onRename }: PlayerRowProps) {
  const t = useT(tournamentMessages);
  const seated = data.rounds.some((r) => r.tables.some((tb) => tb.players.includes(player.id)));
  const firstRound = data.rounds.findIndex((r) => r.tables.some((tb) => tb.players.includes(player.id))) + 1;
  const status =
    player.withdrawnAfter !== undefined
      ? player.withdrawnAfter === 0
        ? t('withdrawnBefore')
        : t('withdrawnAfter', { n: player.withdrawnAfter })
      : firstRound > 1
        ? t('lateEntry', { n: firstRound })
        : '';
  return (
    <li className="flex min-h-11 items-center gap-2 px-3 py-1">
      <span className="min-w-0 flex-1 py-2 [overflow-wrap:anywhere]">
        <Name>{player.name}</Name>
        <CupNumberBadge player={player} season={season} onTake={(n) => onAct(setPlayerCupNumber(data.id, player.id, n))} />
        {duplicate ? <span className="ml-2 rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900">{t('duplicateBadge')}</span> : null}
        {status ? <span className="ml-2 text-sm text-stone-600 dark:text-stone-400">{status}</span> : null}
      </span>
      <button
        type="button"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-green-900 hover:bg-green-900/10 active:bg-green-900/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-yellow-400 dark:text-green-200 dark:hover:bg-white/10"
        aria-label={t('renameFor', { name: player.name })}
        title={t('renameFor', { name: player.name })}
        onClick={onRename}
      >
        <PencilIcon />
      </button>
      {player.withdrawnAfter !== undefined ? (
        <Button variant="ghost" aria-label={t('reinstateFor', { name: player.name })} onClick={() => onAct(reinstatePlayer(data.id, player.id))}>
          {t('reinstate')}
        </Button>
      ) : seated ? (
        <Button variant="ghost" aria-label={t('withdrawFor', { name: player.name })} onClick={() => onAct(withdrawPlayer(data.id, player.id))}>
          {t('withdraw')}
        </Button>
      ) : (
        <Button variant="ghost" aria-label={t('removeFor', { name: player.name })} onClick={() => onAct(removePlayer(data.id, player.id))}>
          {t('remove')}
        </Button>
      )}
    </li>
  );
}
