/** #/saison — the cup seasons on this device, a new one, or one imported from a season file. */
import { useState } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { storageErrorText } from '@/i18n/storage-error-text';
import { StoredListScreen } from '@/components/ui/stored-list';
import { usePendingConfirmation } from '@/components/ui/pending-confirmation';
import { showToast } from '@/components/ui/toast';
import { routePath } from '@/lib/router';
import { isDamagedSeason, useSeasonList, type SeasonProblem } from '@/state/season-store';
import { importSeasonFile, type SeasonImportPlan } from '@/state/season-import';
import { MAX_IMPORT_MB } from '@/transfer/file-limit';
import { seasonMessages } from './messages';
import { SeasonDiffDialog } from './season-diff-dialog';
import { bestLabel, seasonHref, SeasonProblemList, seasonTitle } from './shared';

export function SeasonListScreen() {
  const t = useT(seasonMessages);
  const lang = useLang();
  const seasons = useSeasonList();
  const [problems, setProblems] = useState<SeasonProblem[]>([]);
  const [fileName, setFileName] = useState('');
  /** The storage's own words when storing the file failed (they say what to do), shown under the file's name. */
  const [storageFailure, setStorageFailure] = useState<string | null>(null);
  /** While a file is checked: how far (null before the first tournament is done). */
  const [checking, setChecking] = useState<{ done: number; total: number } | null | false>(false);
  const replace = usePendingConfirmation<Extract<SeasonImportPlan, { kind: 'needs-confirmation' }>>();

  /** `merged`: the answer to "Nur Fehlendes übernehmen", which replaced nothing of this device. */
  function report(plan: SeasonImportPlan, merged = false) {
    if (plan.kind === 'needs-confirmation') replace.ask(plan);
    else if (plan.kind === 'unchanged') showToast({ message: t('importUnchanged', { name: seasonTitle(plan.data) }) });
    else if (merged) showToast({ message: t('mergedMissing', { name: seasonTitle(plan.data) }) });
    else showToast({ message: t('imported', { name: seasonTitle(plan.data) }) });
  }

  const failed = (err: unknown) => setStorageFailure(storageErrorText(err, lang));

  async function importFile(file: File) {
    setProblems([]);
    setStorageFailure(null);
    setFileName(file.name);
    setChecking(null);
    try {
      const out = await importSeasonFile(file, (done, total) => setChecking({ done, total }));
      if (!out.ok) setProblems(out.errors);
      else report(out.value);
    } finally {
      setChecking(false);
    }
  }

  return (
    <StoredListScreen
      title={t('seasons')}
      back={{ href: routePath({ name: 'tournaments' }), label: t('back') }}
      create={{ href: routePath({ name: 'new-season' }), label: t('newSeason') }}
      importFile={{ label: t('importSeason'), onFile: (file) => void importFile(file).catch(failed) }}
      items={seasons.items}
      importFailure={storageFailure ? { title: t('importNotStored', { name: fileName }), message: storageFailure } : null}
      failure={seasons.failure ? { title: t('listUnreadable'), message: storageErrorText(seasons.failure, lang), retryLabel: t('retry'), onRetry: seasons.retry } : null}
      row={(x) =>
        isDamagedSeason(x)
          ? { href: seasonHref(x.id), title: x.name ?? t('unreadableName'), summary: t('damagedMark'), damaged: true }
          : { href: seasonHref(x.id), title: seasonTitle(x.data), summary: t('listSummary', { count: x.data.tournaments.length, best: bestLabel(x.data, t) }) }
      }
      archivedLabel={t('archived')}
      loadingText={t('loading')}
      emptyTitle={t('emptyTitle')}
      emptyBody={t('emptyBody')}
    >
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('importLimit', { maxMb: MAX_IMPORT_MB })}</p>
      {checking !== false ? (
        <div role="status" className="mt-3 rounded-xl bg-stone-100 p-3 text-base dark:bg-stone-800">
          <p>{checking ? t('importCheckingProgress', { done: checking.done, total: checking.total }) : t('importChecking')}</p>
          <progress
            className="mt-2 h-2 w-full"
            aria-label={t('importChecking')}
            {...(checking ? { max: checking.total, value: checking.done } : {})}
          />
        </div>
      ) : null}
      <SeasonProblemList problems={problems} title={t('importFailed', { name: fileName })} hint={t('importFailedHint')} />
      <SeasonDiffDialog
        open={replace.pending !== null}
        title={replace.pending?.diff ? t('importReplaceTitle') : t('importDeviceTitle')}
        intro={replace.pending?.diff ? t('importReplaceBody', { name: seasonTitle(replace.pending.data) }) : t('importDeviceBody')}
        diff={replace.pending?.diff ?? null}
        device={replace.pending?.device ?? []}
        onCancel={replace.cancel}
        onMerge={() => replace.take((p) => void p.merge().then((out) => (out.ok ? report(out.value, true) : setProblems(out.errors))).catch(failed))}
        onReplace={() => replace.take((p) => void p.confirm().then((out) => (out.ok ? report(out.value) : setProblems(out.errors))).catch(failed))}
      />
    </StoredListScreen>
  );
}
