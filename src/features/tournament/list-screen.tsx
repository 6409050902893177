/** #/t — the tournaments on this device, a new one, or one imported from a file. */
import { useRef, useState } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { storageErrorText } from '@/i18n/storage-error-text';
import { Screen } from '@/components/ui/screen';
import { Button, LinkButton } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { showToast } from '@/components/ui/toast';
import { importTournamentFile, useTournamentSummaries, type ImportPlan, type TournamentProblem } from '@/state/tournament-store';
import { ImportDecisionDialog } from './import-decision';
import { tournamentMessages } from './messages';
import { ProblemList, tournamentHref } from './shared';
import { routePath } from '@/lib/router';
import { formatDate } from '@/lib/dates';

export function TournamentListScreen() {
  const t = useT(tournamentMessages);
  const lang = useLang();
  const tournaments = useTournamentSummaries();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<TournamentProblem[]>([]);
  const [pending, setPending] = useState<Extract<ImportPlan, { kind: 'needs-confirmation' }> | null>(null);

  function report(plan: ImportPlan) {
    if (plan.kind === 'needs-confirmation') setPending(plan);
    else if (plan.kind === 'unchanged') showToast({ message: t('importUnchanged', { name: plan.data.name }) });
    else if (plan.kind === 'merged') showToast({ message: t('importMerged', { name: plan.data.name }) });
    else if (plan.kind === 'replaced') showToast({ message: t('importReplaced', { name: plan.data.name }) });
    else showToast({ message: t('imported', { name: plan.data.name }) });
  }

  async function importFile(file: File) {
    setProblems([]);
    const out = await importTournamentFile(file);
    if (!out.ok) setProblems(out.errors);
    else report(out.value);
  }

  function decide(how: 'merge' | 'confirm') {
    const p = pending;
    setPending(null);
    if (!p) return;
    void p[how]()
      .then((out) => (out.ok ? report(out.value) : setProblems(out.errors)))
      .catch((err: unknown) => showToast({ message: t('failed', { message: storageErrorText(err, lang) }) }));
  }

  const sorted = (tournaments ?? []).slice().sort((a, b) => Number(a.archived) - Number(b.archived) || (a.updatedAt < b.updatedAt ? 1 : -1));

  return (
    <Screen
      title={t('tournaments')}
      back={{ href: routePath({ name: 'sessions' }), label: t('back') }}
      footer={
        <LinkButton href={routePath({ name: 'new-tournament' })} variant="primary" size="lg" className="w-full">
          <PlusIcon />
          {t('newTournament')}
        </LinkButton>
      }
    >
      <Button className="w-full" onClick={() => fileInput.current?.click()}>
        {t('importTournament')}
      </Button>
      <LinkButton href={routePath({ name: 'seasons' })} className="mt-2 w-full">
        {t('cupSeasons')}
      </LinkButton>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        aria-label={t('importTournament')}
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void importFile(file).catch((err: unknown) => showToast({ message: t('failed', { message: storageErrorText(err, lang) }) }));
        }}
      />
      {problems.length > 0 ? <p className="mt-3 font-semibold">{t('importFailed')}</p> : null}
      <ProblemList problems={problems} />

      {tournaments === undefined ? (
        <p role="status" className="mt-4">{t('loading')}</p>
      ) : sorted.length === 0 ? (
        <div className="mt-4 rounded-2xl border-2 border-dashed border-stone-300 px-5 py-8 text-center dark:border-stone-700">
          <p className="text-lg font-bold">{t('emptyTitle')}</p>
          <p className="mt-2 text-base">{t('emptyBody')}</p>
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-label={t('tournaments')}>
          {sorted.map((s) => (
            <li key={s.id}>
              <a
                href={tournamentHref(s.id)}
                className="block rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800"
              >
                <span className="block text-lg font-bold"><bdi>{s.name}</bdi></span>
                <span className="block text-sm text-stone-700 dark:text-stone-300">
                  {s.date ? `${formatDate(s.date, lang)} · ` : ''}
                  {t('listSummary', { players: s.players, rounds: s.rounds, planned: s.plannedRounds })}
                  {s.archived ? ` · ${t('archived')}` : ''}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}

      <ImportDecisionDialog
        open={pending !== null}
        name={pending?.existingName ?? ''}
        diff={pending?.diff ?? null}
        onCancel={() => setPending(null)}
        onMerge={() => decide('merge')}
        onReplace={() => decide('confirm')}
      />
    </Screen>
  );
}
