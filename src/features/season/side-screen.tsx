/**
 * #/saison/:id/side — a side ranking (tournament-format.md §12, `eligible`): from a cup season,
 * "Nebenwertung anlegen" with its name, all of the cup season's tournaments (now and later) or a
 * choice, and its players picked from a searchable list (it stays quick at hundreds of players);
 * on a side ranking itself, its tournaments (all of the cup season's, or a choice) and its players
 * are changed here.
 */
import { useMemo, useState } from 'react';
import { useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Segmented } from '@/components/ui/segmented';
import { showToast } from '@/components/ui/toast';
import { nameKey } from '@/domain/season/match-players';
import { cupPlayerKeyOfName, cupPlayerKeyOfNumber } from '@/domain/season/match-players';
import { linkedTournaments, sidePlayers, type SidePlayer } from '@/domain/season/side-ranking';
import { navigate } from '@/lib/router';
import type { SeasonProblem, StoredSeason } from '@/state/season-store';
import { bringSideInStep, createSideRanking, useSideCup } from '@/state/side-ranking';
import { seasonMessages } from './messages';
import { oefMessages } from './oef-messages';
import { seasonHref, SeasonProblemList, seasonTitle, WithSeason } from './shared';

export function SideRankingScreen({ id }: { id: string }) {
  const t = useT(oefMessages);
  return (
    <WithSeason id={id} title={t('sideTitle')}>
      {(stored) => (stored.app?.side ? <EditSide stored={stored} /> : <CreateSide cup={stored} />)}
    </WithSeason>
  );
}

/** The players to choose from, searchable by name or cup number; the chosen ones by key. */
function PlayerPicker({ players, chosen, onChange }: { players: readonly SidePlayer[]; chosen: ReadonlySet<string>; onChange: (next: Set<string>) => void }) {
  const t = useT(oefMessages);
  const [query, setQuery] = useState('');
  const q = nameKey(query);
  const shown = useMemo(() => (q ? players.filter((p) => nameKey(p.name).includes(q) || (p.cupNumber ?? '').toLowerCase() === q) : players), [players, q]);
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    onChange(next);
  };
  return (
    <fieldset className="mt-4">
      <legend className="text-lg font-bold">{t('sidePlayers')}</legend>
      <TextField label={t('sideSearch')} placeholder={t('sideSearchPlaceholder')} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <p className="flex-1 text-sm" role="status">{t('sideCount', { n: chosen.size, total: players.length })}</p>
        <Button onClick={() => onChange(new Set([...chosen, ...shown.map((p) => p.key)]))}>{t('sideShown', { n: shown.length })}</Button>
        <Button onClick={() => onChange(new Set([...chosen].filter((k) => !shown.some((p) => p.key === k))))}>{t('sideNone')}</Button>
      </div>
      <ul className="mt-2 flex max-h-[60vh] flex-col overflow-y-auto rounded-xl border border-stone-200 dark:border-stone-700" aria-label={t('sidePlayers')}>
        {shown.map((p) => (
          <li key={p.key} className="border-b border-stone-200 last:border-b-0 dark:border-stone-800">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2">
              <input type="checkbox" className="h-5 w-5 accent-green-800" checked={chosen.has(p.key)} onChange={(e) => toggle(p.key, e.target.checked)} />
              <span className="min-w-0 flex-1"><bdi>{p.name}</bdi></span>
              {p.cupNumber !== null ? <span className="text-sm tabular-nums text-stone-600 dark:text-stone-400">{`Nr. ${p.cupNumber}`}</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Which of the cup season's tournaments the side ranking takes: all of them (later ones too), or the ticked ones. */
function TournamentChoice({ cup, which, onWhich, ids, onIds }: { cup: StoredSeason; which: 'all' | 'chosen'; onWhich: (w: 'all' | 'chosen') => void; ids: ReadonlySet<string>; onIds: (next: Set<string>) => void }) {
  const t = useT(oefMessages);
  return (
    <>
      <div className="mt-3">
        <Segmented label={t('sideTournaments')} value={which} options={[{ value: 'all', label: t('sideAll') }, { value: 'chosen', label: t('sideChosen') }]} onChange={onWhich} />
      </div>
      {which === 'chosen' ? (
        <ul className="mt-2 flex flex-col" aria-label={t('sideTournaments')}>
          {cup.data.tournaments.map((x, i) => (
            <li key={x.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 py-1">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-green-800"
                  checked={ids.has(x.id)}
                  onChange={(e) => {
                    const n = new Set(ids);
                    if (e.target.checked) n.add(x.id);
                    else n.delete(x.id);
                    onIds(n);
                  }}
                />
                <span><bdi>{`${i + 1}. ${x.name}`}</bdi></span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function CreateSide({ cup }: { cup: StoredSeason }) {
  const t = useT(oefMessages);
  const ts = useT(seasonMessages);
  const [name, setName] = useState('');
  const [which, setWhich] = useState<'all' | 'chosen'>('all');
  const [ids, setIds] = useState<Set<string>>(() => new Set(cup.data.tournaments.map((x) => x.id)));
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [form, setForm] = useState<string[]>([]);
  const [problems, setProblems] = useState<SeasonProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const tournaments = which === 'all' ? 'all' : [...ids];
  const players = useMemo(() => sidePlayers(linkedTournaments(cup.data, tournaments), cup.data.cupPoints), [cup.data, which, ids]); // eslint-disable-line react-hooks/exhaustive-deps

  async function create() {
    const missing = [
      name.trim() === '' ? t('sideNeedName') : '',
      which === 'chosen' && ids.size === 0 ? t('sideNeedTournaments') : '',
      chosen.size === 0 ? t('sideNeedPlayers') : '',
    ].filter(Boolean);
    setForm(missing);
    if (missing.length > 0 || busy) return;
    setBusy(true);
    try {
      const out = await createSideRanking(cup.id, { name: name.trim(), best: cup.data.best, players: [...chosen], tournaments });
      if (!out.ok) {
        setProblems(out.errors);
        return;
      }
      showToast({ message: t('sideCreated', { name: name.trim() }) });
      navigate({ name: 'season', seasonId: out.value.id, view: 'overview' }, { replace: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Screen title={t('sideTitle')} back={{ href: seasonHref(cup.id), label: ts('back') }}>
      <p className="text-base"><bdi>{seasonTitle(cup.data)}</bdi></p>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t('sideIntro')}</p>
      <div className="mt-3">
        <TextField label={t('sideName')} placeholder={t('sideNamePlaceholder')} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
      </div>
      <TournamentChoice cup={cup} which={which} onWhich={setWhich} ids={ids} onIds={setIds} />
      <PlayerPicker players={players} chosen={chosen} onChange={setChosen} />
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t('sideHowUpdates')}</p>
      {form.length > 0 ? (
        <ul role="alert" className="mt-3 list-disc rounded-xl border border-red-300 bg-red-50 p-3 pl-8 text-base text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {form.map((f) => <li key={f}>{f}</li>)}
        </ul>
      ) : null}
      <SeasonProblemList problems={problems} />
      <Button variant="primary" size="lg" className="mt-4 w-full" disabled={busy} onClick={() => void create()}>{t('sideCreate')}</Button>
    </Screen>
  );
}

function EditSide({ stored }: { stored: StoredSeason }) {
  const t = useT(oefMessages);
  const ts = useT(seasonMessages);
  const link = stored.app!.side!;
  const cup = useSideCup(stored);
  const source = cup?.data ?? stored.data;
  const [which, setWhich] = useState<'all' | 'chosen'>(link.tournaments === 'all' ? 'all' : 'chosen');
  const [ids, setIds] = useState<Set<string>>(() => new Set(link.tournaments === 'all' ? stored.data.tournaments.map((x) => x.id) : link.tournaments));
  const tournaments = which === 'all' ? 'all' : [...ids];
  const players = useMemo(() => sidePlayers(linkedTournaments(source, tournaments), source.cupPoints), [source, which, ids]); // eslint-disable-line react-hooks/exhaustive-deps
  const [chosen, setChosen] = useState<Set<string>>(() => {
    const keys = new Set<string>();
    for (const e of link.players) {
      const byNumber = players.find((p) => p.key === cupPlayerKeyOfNumber(e));
      keys.add(byNumber ? byNumber.key : cupPlayerKeyOfName(e));
    }
    return keys;
  });
  const [problems, setProblems] = useState<SeasonProblem[]>([]);
  const [form, setForm] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function save() {
    const missing = [which === 'chosen' && ids.size === 0 ? t('sideNeedTournaments') : '', chosen.size === 0 ? t('sideNeedPlayers') : ''].filter(Boolean);
    setForm(missing);
    if (missing.length > 0 || busy) return;
    setBusy(true);
    try {
      const out = await bringSideInStep(stored.id, [...chosen], tournaments);
      if (!out.ok) {
        setProblems(out.errors);
        return;
      }
      showToast({ message: t('sideSaved') });
      navigate({ name: 'season', seasonId: stored.id, view: 'overview' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Screen title={t('sideEditPlayers')} back={{ href: seasonHref(stored.id), label: ts('back') }}>
      <p className="text-base"><bdi>{seasonTitle(stored.data)}</bdi></p>
      {!cup ? <p className="mt-2 text-base" role="status">{t('sideCupGone')}</p> : <TournamentChoice cup={cup} which={which} onWhich={setWhich} ids={ids} onIds={setIds} />}
      <PlayerPicker players={players} chosen={chosen} onChange={setChosen} />
      {form.length > 0 ? (
        <ul role="alert" className="mt-3 list-disc rounded-xl border border-red-300 bg-red-50 p-3 pl-8 text-base text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {form.map((f) => <li key={f}>{f}</li>)}
        </ul>
      ) : null}
      <SeasonProblemList problems={problems} />
      <Button variant="primary" size="lg" className="mt-4 w-full" disabled={busy || !cup} onClick={() => void save()}>{t('sideSave')}</Button>
    </Screen>
  );
}
