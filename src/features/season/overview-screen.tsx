/**
 * #/saison/:id — the organiser's home for a season: its tournaments in order (the Finale
 * marked; every name opens: a tournament this device holds its own screen, a results list or
 * another director's file the season's page of it), a new tournament of the
 * season, the season's tournaments on this device not yet in the standings, adding a
 * tournament of this device or tournament files from other directors
 * (checked whole, all or nothing; the same tournament recognised; a newer version replaces
 * after a confirmation; entries whose name fits several cup numbers asked about), the
 * doubtful matches, the standings, the exports, settings, archive and delete. A side ranking's
 * tournaments come from its cup season: it offers no new or added tournament, no reordering and
 * no taking out — it says where they come from, and its tournaments are chosen in its editor.
 */
import { useRef, useState } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { storageErrorText } from '@/i18n/storage-error-text';
import { Screen, TopBarLink } from '@/components/ui/screen';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog, Modal } from '@/components/ui/dialog';
import { usePendingConfirmation } from '@/components/ui/pending-confirmation';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { SelectField } from '@/components/ui/field';
import { DownIcon, SettingsIcon, UpIcon } from '@/components/ui/icons';
import { showToast } from '@/components/ui/toast';
import { useStorageMessageOnScreen } from '@/components/ui/storage-message';
import { formatDate } from '@/lib/dates';
import { isResultsList } from '@/domain/results/model';
import { navigate, routePath } from '@/lib/router';
import { isDamaged, useTournaments, type StoredTournament } from '@/state/tournament-store';
import {
  archiveSeason, deleteSeason, moveTournament, openDoubts, removeTournament, useSeasonMatch,
  type AmbiguousChoice, type CupNumberAssignment, type SeasonActionResult, type SeasonProblem, type StoredSeason,
} from '@/state/season-store';
import { addStoredTournament, addTournamentText, type AddTournamentPlan } from '@/state/season-add-tournament';
import { seasonMessages } from './messages';
import { SeasonDiffDialog } from './season-diff-dialog';
import { resultsImportMessages } from './results-import/messages';
import { SeasonExtras } from './oef-parts';
import { SeasonExports } from './season-exports';
import { RemoveTournamentButton, RemoveTournamentDialog } from './remove-tournament';
import { bestLabel, schemeLabel, seasonHref, SeasonProblemList, seasonTitle, WithSeason } from './shared';

export function SeasonOverviewScreen({ id }: { id: string }) {
  const t = useT(seasonMessages);
  return <WithSeason id={id} title={t('seasons')}>{(stored) => <Overview stored={stored} />}</WithSeason>;
}

type Pending =
  | Extract<AddTournamentPlan, { kind: 'needs-confirmation' }>
  | Extract<AddTournamentPlan, { kind: 'needs-numbers' }>;

function Overview({ stored }: { stored: StoredSeason }) {
  const t = useT(seasonMessages);
  const tr = useT(resultsImportMessages);
  const lang = useLang();
  const data = stored.data;
  // A damaged tournament of this device cannot be added (its own screen says what is wrong).
  const deviceTournaments = useTournaments()?.filter((x): x is StoredTournament => !isDamaged(x));
  const match = useSeasonMatch(data);
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState('');
  /** Why a file was not added: the check's problems, or the storage's own words (they say what to do). */
  const [failed, setFailed] = useState<{ name: string; problems: SeasonProblem[]; storage?: string } | null>(null);
  useStorageMessageOnScreen(failed?.storage);
  const [queue, setQueue] = useState<Pending[]>([]);
  const removal = usePendingConfirmation<number>();
  const removing = removal.pending;
  const [deleting, setDeleting] = useState(false);

  const inSeason = new Map(data.tournaments.map((x) => [x.id, x]));
  const onDevice = new Set((deviceTournaments ?? []).map((x) => x.id));
  // Tournaments set up for this season on this device that its standings do not have yet.
  const ownPending = (deviceTournaments ?? []).filter((x) => x.seasonId === stored.id && !inSeason.has(x.id));
  const addable = (deviceTournaments ?? []).filter((x) => !inSeason.has(x.id) && x.seasonId !== stored.id);
  // Changed on this device after the season last changed, and different: results the season has not taken yet.
  const newer = new Set(
    (deviceTournaments ?? [])
      .filter((x) => inSeason.has(x.id) && x.updatedAt > stored.updatedAt && JSON.stringify(inSeason.get(x.id)) !== JSON.stringify(x.data))
      .map((x) => x.id),
  );
  const doubts = match ? openDoubts(stored, match).length : 0;
  const pending = queue[0] ?? null;

  /** `merged`: the answer to "Nur Fehlendes übernehmen", which replaced nothing of this device. */
  function report(name: string, out: SeasonActionResult<AddTournamentPlan>, merged = false) {
    if (!out.ok) {
      setFailed({ name, problems: out.errors });
      return;
    }
    const plan = out.value;
    if (plan.kind === 'needs-confirmation' || plan.kind === 'needs-numbers') setQueue((q) => [...q, plan]);
    else showToast({ message: t(plan.kind === 'unchanged' ? 'addUnchanged' : merged ? 'mergedMissing' : plan.kind === 'replaced' ? 'replaced' : 'added', { name: plan.name }) });
  }

  async function addFiles(files: readonly File[]) {
    setFailed(null);
    for (const file of files) {
      const out = await addTournamentText(stored.id, await file.text());
      report(file.name, out);
      if (!out.ok) break;
    }
  }

  async function addFromDevice() {
    if (!chosen) return;
    setFailed(null);
    const name = addable.find((x) => x.id === chosen)?.data.name ?? '';
    report(name, await addStoredTournament(stored.id, chosen));
    setChosen('');
  }

  const hasTournaments = data.tournaments.length > 0;
  // A side ranking follows its cup season: its tournaments are never added, ordered or taken out here.
  const side = stored.app?.side !== undefined;

  return (
    <Screen
      title={seasonTitle(data)}
      back={{ href: routePath({ name: 'seasons' }), label: t('back') }}
      actions={<TopBarLink href={seasonHref(stored.id, 'settings')} label={t('settings')}><SettingsIcon /></TopBarLink>}
    >
      <p className="text-base text-stone-700 dark:text-stone-300">{`${bestLabel(data, t)} · ${schemeLabel(data, t)}`}</p>
      <SeasonExtras stored={stored} />

      {/* The season's next steps (`data-toast-avoid`): a message that comes as a file is added does not land on them. */}
      <section aria-labelledby="season-tournaments" className="mt-4">
        <h2 id="season-tournaments" className="text-lg font-bold">{t('tournamentsTitle')}</h2>
        {!hasTournaments && !side ? <p className="mt-2 text-base">{t('noTournaments')}</p> : null}
        <ol className="mt-2 flex flex-col gap-2" aria-label={t('tournamentsTitle')}>
          {data.tournaments.map((x, i) => (
            <li key={x.id} className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-1 font-semibold">
                    <span>{`${i + 1}. `}</span>
                    {/* Every name opens: this device's tournament its own screen, any other (a results list, another director's file) the season's page of it. */}
                    <a
                      href={onDevice.has(x.id) ? routePath({ name: 'tournament', tournamentId: x.id, view: { kind: 'overview' } }) : routePath({ name: 'season-tournament', seasonId: stored.id, tournamentId: x.id })}
                      className="inline-flex min-h-11 min-w-0 items-center break-words text-green-900 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:text-green-200"
                    >
                      <bdi>{x.name}</bdi>
                    </a>
                    {data.final?.tournament === i + 1 ? <span className="ml-1 rounded bg-amber-200 px-1.5 text-sm text-amber-950">{t('finaleMark')}</span> : null}
                  </p>
                  <p className="text-sm text-stone-700 dark:text-stone-300">
                    {x.date ? `${formatDate(x.date, lang)} · ` : ''}
                    {t('tournamentLine', isResultsList(x) ? { players: x.results.length, rounds: x.results[0]?.rounds?.length ?? 0 } : { players: x.players.length, rounds: x.rounds.length })}
                  </p>
                </div>
              </div>
              {newer.has(x.id) && !side ? (
                <div className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-2 text-sm dark:bg-amber-950">
                  <span className="flex-1">{t('newerOnDevice')}</span>
                  <Button onClick={() => void addStoredTournament(stored.id, x.id).then((out) => report(x.name, out))}>{t('takeNewer')}</Button>
                </div>
              ) : null}
              {side ? null : (
                <div className="mt-2 flex items-center gap-2">
                  {data.tournaments.length > 1 ? (
                    <div role="group" aria-label={t('order')} className="flex gap-2">
                      <Button className="px-3" aria-label={t('moveUp', { name: x.name })} disabled={i === 0} onClick={() => void moveTournament(stored.id, i, -1)}>
                        <UpIcon />{t('earlier')}
                      </Button>
                      <Button className="px-3" aria-label={t('moveDown', { name: x.name })} disabled={i === data.tournaments.length - 1} onClick={() => void moveTournament(stored.id, i, 1)}>
                        <DownIcon />{t('later')}
                      </Button>
                    </div>
                  ) : null}
                  <RemoveTournamentButton className="ml-auto" onClick={() => removal.ask(i)} />
                </div>
              )}
            </li>
          ))}
        </ol>

        {side ? (
          <div className="mt-3 flex flex-col gap-2">
            <p className="text-base">{t('sideTournamentsFrom')}</p>
            <LinkButton href={seasonHref(stored.id, 'side')} className="w-full">{t('sideChooseTournaments')}</LinkButton>
          </div>
        ) : null}

        {!side && ownPending.length > 0 ? (
          <div className="mt-4">
            <h3 id="season-pending" className="text-base font-semibold">{t('pendingTitle')}</h3>
            <ul className="mt-2 flex flex-col gap-2" aria-labelledby="season-pending">
              {ownPending.map((x) => (
                <li key={x.id} className="flex flex-wrap items-center gap-2 rounded-xl border border-dashed border-stone-300 p-3 dark:border-stone-600">
                  <a href={routePath({ name: 'tournament', tournamentId: x.id, view: { kind: 'overview' } })} className="min-w-0 flex-1 font-semibold text-green-900 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:text-green-200">
                    <bdi>{x.data.name}</bdi>
                  </a>
                  <Button aria-label={t('takeIntoStandingsNamed', { name: x.data.name })} onClick={() => void addStoredTournament(stored.id, x.id).then((out) => report(x.data.name, out))}>
                    {t('takeIntoStandings')}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {side ? null : (
          <div className="mt-3 flex flex-col gap-2">
            <LinkButton href={routePath({ name: 'new-tournament', seasonId: stored.id })} variant={hasTournaments ? 'secondary' : 'primary'} className="w-full" data-toast-avoid>
              {t('newTournament')}
            </LinkButton>
            {addable.length > 0 ? (
              <div className="flex items-end gap-2">
                <SelectField label={t('addFromDevice')} className="min-w-0 flex-1" value={chosen} onChange={(e) => setChosen(e.target.value)}>
                  <option value="">{t('addChoose')}</option>
                  {addable.map((x) => (
                    <option key={x.id} value={x.id}>{x.data.name}</option>
                  ))}
                </SelectField>
                <Button disabled={!chosen} onClick={() => void addFromDevice()} data-toast-avoid>{t('add')}</Button>
              </div>
            ) : (
              <p className="text-sm text-stone-600 dark:text-stone-400">{t('addFromDeviceNone')}</p>
            )}
            <Button className="w-full" onClick={() => fileInput.current?.click()} data-toast-avoid>{t('addFromFile')}</Button>
            <LinkButton href={seasonHref(stored.id, 'results')} className="w-full" data-toast-avoid>{tr('openImport')}</LinkButton>
            <input
              ref={fileInput}
              type="file"
              multiple
              accept=".json,application/json"
              className="sr-only"
              aria-label={t('addFromFile')}
              tabIndex={-1}
              onChange={(e) => {
                const files = [...(e.target.files ?? [])];
                e.target.value = '';
                if (files.length) void addFiles(files).catch((err: unknown) => setFailed({ name: files.map((f) => f.name).join(', '), problems: [], storage: storageErrorText(err, lang) }));
              }}
            />
            {failed?.storage ? <ProblemAlert lines={[failed.storage]} title={t('addNotStored', { name: failed.name })} /> : null}
            {failed && !failed.storage ? <SeasonProblemList problems={failed.problems} title={t('addFailed', { name: failed.name })} hint={t('addFailedHint')} /> : null}
          </div>
        )}
      </section>

      {/* Standings, wall and doubts only once there is something to rank. */}
      {hasTournaments ? (
        <section className="mt-6 flex flex-col gap-2" aria-label={t('standings')}>
          <LinkButton href={seasonHref(stored.id, 'matches')} className="w-full">
            {doubts > 0 ? `${t('doubts')}: ${t('doubtsCount', { count: doubts })}` : t('doubtsNone')}
          </LinkButton>
          <LinkButton href={seasonHref(stored.id, 'standings')} variant="primary" size="lg" className="w-full" data-toast-avoid>
            {t('standings')}
          </LinkButton>
          <LinkButton href={seasonHref(stored.id, 'projector')} className="w-full">{t('projector')}</LinkButton>
        </section>
      ) : null}

      <SeasonExports data={data} />

      <section className="mt-6 flex flex-col gap-2 border-t border-stone-200 pt-4 dark:border-stone-800">
        <Button onClick={() => void archiveSeason(stored.id, !stored.archived)}>{stored.archived ? t('unarchive') : t('archive')}</Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>{t('delete')}</Button>
      </section>

      <SeasonDiffDialog
        open={pending?.kind === 'needs-confirmation'}
        title={t('addReplaceTitle')}
        intro={t('addReplaceBody', { name: pending?.kind === 'needs-confirmation' ? pending.existingName : '' })}
        diff={pending?.kind === 'needs-confirmation' ? { same: false, settings: [], tournaments: [pending.change] } : null}
        onCancel={() => setQueue((q) => q.slice(1))}
        onMerge={() => {
          const p = pending;
          setQueue((q) => q.slice(1));
          if (p?.kind === 'needs-confirmation') void p.merge().then((out) => report(p.name, out, true));
        }}
        onReplace={() => {
          const p = pending;
          setQueue((q) => q.slice(1));
          if (p?.kind === 'needs-confirmation') void p.confirm().then((out) => report(p.name, out));
        }}
      />
      {pending?.kind === 'needs-numbers' ? (
        <NumbersDialog
          key={pending.ambiguous.map((a) => a.playerId).join()}
          ambiguous={pending.ambiguous}
          onCancel={() => setQueue((q) => q.slice(1))}
          onApply={(assign) => {
            const p = pending;
            setQueue((q) => q.slice(1));
            void p.resolve(assign).then((out) => report(p.name, out));
          }}
        />
      ) : null}
      <RemoveTournamentDialog
        name={removing !== null ? (data.tournaments[removing]?.name ?? '') : null}
        onCancel={removal.cancel}
        onConfirm={() =>
          removal.take((i) => void removeTournament(stored.id, i).then((out) => (out.ok ? undefined : setFailed({ name: data.tournaments[i]?.name ?? '', problems: out.errors }))))
        }
      />
      <ConfirmDialog
        open={deleting}
        title={t('deleteTitle')}
        message={t('deleteBody', { name: seasonTitle(data) })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        danger
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          void deleteSeason(stored.id).then(() => navigate({ name: 'seasons' }, { replace: true }));
        }}
      />
    </Screen>
  );
}

/** Asks, for every entry whose name fits several cup numbers, which number it is. */
function NumbersDialog({ ambiguous, onCancel, onApply }: { ambiguous: AmbiguousChoice[]; onCancel: () => void; onApply: (assign: CupNumberAssignment[]) => void }) {
  const t = useT(seasonMessages);
  const [picked, setPicked] = useState<Record<string, string>>({});
  const keyOf = (a: AmbiguousChoice) => `${a.tournamentId}\u0000${a.playerId}`;
  const complete = ambiguous.every((a) => picked[keyOf(a)]);
  return (
    <Modal open onCancel={onCancel} labelledBy="season-numbers-title">
      <h2 id="season-numbers-title" className="text-xl font-bold">{t('numbersTitle')}</h2>
      <p className="mt-2 text-base">{t('numbersBody')}</p>
      <div className="mt-3 flex flex-col gap-3">
        {ambiguous.map((a) => (
          <SelectField key={keyOf(a)} label={t('numbersPick', { name: a.name, tournament: a.tournamentName })} value={picked[keyOf(a)] ?? ''} onChange={(e) => setPicked((p) => ({ ...p, [keyOf(a)]: e.target.value }))}>
            <option value="">–</option>
            {a.cupNumbers.map((n) => <option key={n} value={n}>{t('cupNo', { number: n })}</option>)}
          </SelectField>
        ))}
      </div>
      <div className="mt-5 flex justify-end gap-2">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button
          variant="primary"
          disabled={!complete}
          onClick={() => onApply(ambiguous.map((a) => ({ tournamentId: a.tournamentId, playerId: a.playerId, cupNumber: picked[keyOf(a)]! })))}
        >
          {t('numbersApply')}
        </Button>
      </div>
    </Modal>
  );
}
