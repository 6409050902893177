/** #/t — the tournaments on this device, a new one, or one imported from a file. */
import { useState } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { storageErrorText } from '@/i18n/storage-error-text';
import { LinkButton } from '@/components/ui/button';
import { StoredListScreen } from '@/components/ui/stored-list';
import { usePendingConfirmation } from '@/components/ui/pending-confirmation';
import { showToast } from '@/components/ui/toast';
import { useTournamentSummaryList, type TournamentProblem } from '@/state/tournament-store';
import { importTournamentFile, type ImportPlan } from '@/state/tournament-import';
import { ImportDecisionDialog } from './import-decision';
import { tournamentMessages } from './messages';
import { ProblemList, tournamentHref } from './shared';
import { routePath } from '@/lib/router';
import { formatDate } from '@/lib/dates';

export function TournamentListScreen() {
  const t = useT(tournamentMessages);
  const lang = useLang();
  const tournaments = useTournamentSummaryList();
  const [problems, setProblems] = useState<TournamentProblem[]>([]);
  /** The file whose import the storage refused, and the storage's words (they say what to do): shown until the next import. */
  const [notStored, setNotStored] = useState<{ name: string; message: string } | null>(null);
  const [fileName, setFileName] = useState('');
  const failed = (name: string) => (err: unknown) => setNotStored({ name, message: storageErrorText(err, lang) });
  const decision = usePendingConfirmation<Extract<ImportPlan, { kind: 'needs-confirmation' }>>();

  function report(plan: ImportPlan) {
    if (plan.kind === 'needs-confirmation') decision.ask(plan);
    else if (plan.kind === 'unchanged') showToast({ message: t('importUnchanged', { name: plan.data.name }) });
    else if (plan.kind === 'merged') showToast({ message: t('importMerged', { name: plan.data.name }) });
    else if (plan.kind === 'replaced') showToast({ message: t('importReplaced', { name: plan.data.name }) });
    else showToast({ message: t('imported', { name: plan.data.name }) });
  }

  async function importFile(file: File) {
    setProblems([]);
    setNotStored(null);
    setFileName(file.name);
    const out = await importTournamentFile(file);
    if (!out.ok) setProblems(out.errors);
    else report(out.value);
  }

  function decide(how: 'merge' | 'confirm', takeKeys: boolean) {
    decision.take((p) =>
      void p[how]({ takeKeys })
        .then((out) => (out.ok ? report(out.value) : setProblems(out.errors)))
        .catch(failed(fileName)),
    );
  }

  return (
    <StoredListScreen
      title={t('tournaments')}
      back={{ href: routePath({ name: 'sessions' }), label: t('back') }}
      create={{ href: routePath({ name: 'new-tournament' }), label: t('newTournament') }}
      importFile={{ label: t('importTournament'), onFile: (file) => void importFile(file).catch(failed(file.name)) }}
      items={tournaments.items}
      importFailure={notStored ? { title: t('importNotStored', { name: notStored.name }), message: notStored.message } : null}
      failure={tournaments.failure ? { title: t('listUnreadable'), message: storageErrorText(tournaments.failure, lang), retryLabel: t('retry'), onRetry: tournaments.retry } : null}
      row={(x) =>
        x.damaged
          ? { href: tournamentHref(x.id), title: x.name ?? t('unreadableName'), summary: t('damagedMark'), damaged: true }
          : {
              href: tournamentHref(x.id),
              title: x.name ?? '',
              summary: (x.date ? `${formatDate(x.date, lang)} · ` : '') + t('listSummary', { players: x.players, rounds: x.rounds, planned: x.plannedRounds }),
            }
      }
      archivedLabel={t('archived')}
      loadingText={t('loading')}
      emptyTitle={t('emptyTitle')}
      emptyBody={t('emptyBody')}
    >
      <LinkButton href={routePath({ name: 'seasons' })} className="mt-2 w-full">
        {t('cupSeasons')}
      </LinkButton>
      {problems.length > 0 ? <p className="mt-3 font-semibold">{t('importFailed')}</p> : null}
      <ProblemList problems={problems} />
      <ImportDecisionDialog
        open={decision.pending !== null}
        name={decision.pending?.existingName ?? ''}
        diff={decision.pending?.diff ?? null}
        onCancel={decision.cancel}
        onMerge={(takeKeys) => decide('merge', takeKeys)}
        onReplace={(takeKeys) => decide('confirm', takeKeys)}
      />
    </StoredListScreen>
  );
}
