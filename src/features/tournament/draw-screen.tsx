/**
 * #/t/:id/draw — the draw of the next round (Auslosung): random or by
 * standings, shown as a DRAFT the director changes (tap two players to swap
 * them, or seat a selected player at another table) while it shows how many
 * pairs meet again; then published as the round. Impossible counts (6, 7, 11)
 * get the domain's message with what to do.
 */
import { useState } from 'react';
import { useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { Segmented } from '@/components/ui/segmented';
import { showToast } from '@/components/ui/toast';
import type { DrawMethod, TournamentFile } from '@/domain/index';
import { navigate } from '@/lib/router';
import { type ActionResult, type TournamentProblem } from '@/state/tournament-store';
import { discardDraft, drawDraft, draftRepeatedPairs, moveInDraft, publishDraft, swapInDraft, useDraft, type Draft } from '@/state/tournament-draw';
import { tournamentMessages } from './messages';
import { matchesName, SEARCH_FROM } from './player-search';
import { PlayerSearchField } from './player-search-field';
import { Name, playerNames, ProblemList, tournamentHref, WithTournament } from './shared';

export function DrawScreen({ id }: { id: string }) {
  const t = useT(tournamentMessages);
  return <WithTournament id={id} title={t('method')}>{(stored) => <Draw data={stored.data} />}</WithTournament>;
}

function Draw({ data }: { data: TournamentFile }) {
  const t = useT(tournamentMessages);
  const draft = useDraft(data.id);
  const [method, setMethod] = useState<DrawMethod>('random');
  const [problems, setProblems] = useState<TournamentProblem[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const roundNo = data.rounds.length + 1;
  const names = playerNames(data);
  const current = draft && draft.round === roundNo ? draft : null;
  const stale = draft && draft.round !== roundNo ? draft : null;

  async function run<T>(action: () => Promise<ActionResult<T>>): Promise<ActionResult<T> | null> {
    if (busy) return null;
    setBusy(true);
    try {
      const out = await action();
      setProblems(out.ok ? [] : out.errors);
      return out;
    } finally {
      setBusy(false);
    }
  }

  function tapPlayer(pid: string) {
    if (selected === null) {
      setSelected(pid);
      return;
    }
    const a = selected;
    setSelected(null);
    if (a !== pid) void run(() => swapInDraft(data.id, a, pid));
  }

  async function publish() {
    const out = await run(() => publishDraft(data.id));
    if (out?.ok) {
      showToast({ message: t('published', { n: roundNo }) });
      navigate({ name: 'tournament', tournamentId: data.id, view: { kind: 'round', round: roundNo } }, { replace: true });
    }
  }

  if (data.rounds.length >= data.plannedRounds) {
    return (
      <Screen title={t('drawTitle', { n: data.plannedRounds })} back={{ href: tournamentHref(data.id), label: t('back') }}>
        <p role="status" className="text-base">{t('allRoundsDrawn', { n: data.plannedRounds })}</p>
      </Screen>
    );
  }

  return (
    <Screen title={t('drawTitle', { n: roundNo })} back={{ href: tournamentHref(data.id), label: t('back') }}>
      {stale ? (
        <div className="mb-4">
          <ProblemList problems={[{ code: 'ERR_T_DRAFT_STALE', field: '', message: '', params: { round: stale.round } }]} />
          <Button className="mt-2" onClick={() => void discardDraft(data.id)}>{t('discard')}</Button>
        </div>
      ) : null}
      <Segmented
        label={t('method')}
        value={method}
        options={[
          { value: 'random', label: t('methodRandom') },
          { value: 'standings', label: t('methodStandings') },
        ]}
        onChange={setMethod}
      />
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{method === 'random' ? t('methodRandomHint') : t('methodStandingsHint')}</p>
      <Button variant={current ? 'secondary' : 'primary'} className="mt-3 w-full" disabled={busy} onClick={() => void run(() => drawDraft(data.id, method))}>
        {current ? t('drawAgain') : t('drawButton')}
      </Button>
      <ProblemList problems={problems} />

      {current ? (
        <DraftView
          data={data}
          draft={current}
          names={names}
          selected={selected}
          onTap={tapPlayer}
          onMove={(pid, table) => {
            setSelected(null);
            void run(() => moveInDraft(data.id, pid, table));
          }}
        />
      ) : null}

      {current ? (
        <div className="mt-6 flex flex-col gap-2">
          <Button variant="primary" size="lg" disabled={busy} onClick={() => void publish()}>
            {t('publish')}
          </Button>
          <Button variant="ghost" onClick={() => void discardDraft(data.id)}>{t('discard')}</Button>
        </div>
      ) : null}
    </Screen>
  );
}

function DraftView(props: {
  data: TournamentFile;
  draft: Draft;
  names: Map<string, string>;
  selected: string | null;
  onTap: (pid: string) => void;
  onMove: (pid: string, table: number) => void;
}) {
  const t = useT(tournamentMessages);
  const { data, draft, names, selected } = props;
  const repeated = draftRepeatedPairs(data, draft);
  const selectedTable = selected ? draft.draw.tables.find((tb) => tb.players.includes(selected))?.table : undefined;
  const [target, setTarget] = useState<number | null>(null);
  // Search a player, tap; search the other, tap: swapped, without scrolling through 50 tables.
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const found = (pid: string) => !searching || matchesName(names.get(pid) ?? pid, query);
  const seated = draft.draw.tables.reduce((n, tb) => n + tb.players.length, 0);
  const matches = draft.draw.tables.reduce((n, tb) => n + tb.players.filter(found).length, 0);
  const others = draft.draw.tables.filter((tb) => tb.table !== selectedTable);
  const moveTo = target !== null && others.some((o) => o.table === target) ? target : others[0]?.table;

  return (
    <section aria-label={t('draft')} className="mt-6">
      <h2 className="text-lg font-bold">{t('draft')}</h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('draftHint')}</p>
      <p role="status" className={`mt-2 font-semibold ${repeated > 0 ? 'text-amber-800 dark:text-amber-300' : 'text-green-800 dark:text-green-300'}`}>
        {repeated > 0 ? t('repeatedPairs', { n: repeated }) : t('repeatedPairsNone')}
      </p>
      {selected ? (
        <div className="sticky top-16 z-10 mt-2 rounded-xl border border-green-700 bg-green-50 p-3 dark:bg-green-950">
          <p role="status">{t('selected', { name: names.get(selected) ?? selected })}</p>
          <div className="mt-2 flex items-end gap-2">
            <SelectField label={t('moveTo')} value={String(moveTo ?? '')} onChange={(e) => setTarget(Number(e.target.value))}>
              {others.map((o) => (
                <option key={o.table} value={o.table}>{t('table', { n: o.table })}</option>
              ))}
            </SelectField>
            <Button aria-label={t('moveFor', { name: names.get(selected) ?? selected })} onClick={() => moveTo !== undefined && props.onMove(selected, moveTo)}>
              {t('move')}
            </Button>
          </div>
        </div>
      ) : null}
      {seated >= SEARCH_FROM ? <PlayerSearchField className="mt-3" value={query} onChange={setQuery} shown={matches} of={seated} /> : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {draft.draw.tables.map((tb) => (
          <div key={tb.table} hidden={!tb.players.some(found) || undefined} className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900" role="group" aria-label={t('table', { n: tb.table })}>
            <h3 className="font-bold">{t('tableOf', { n: tb.table, size: tb.players.length })}</h3>
            <ul className="mt-1 flex flex-col gap-1">
              {tb.players.map((pid, seat) => (
                <li key={pid}>
                  <button
                    type="button"
                    aria-pressed={selected === pid}
                    aria-label={t('selectForSwap', { name: names.get(pid) ?? pid })}
                    onClick={() => props.onTap(pid)}
                    className={`flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-left focus-visible:outline-3 focus-visible:outline-yellow-400 ${selected === pid ? 'bg-green-800 text-white' : 'bg-stone-100 dark:bg-stone-800'}`}
                  >
                    <Name>{names.get(pid) ?? pid}</Name>
                    {seat === (tb.firstDealer ?? 0) ? <span className="text-xs">{t('firstDealer')}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
