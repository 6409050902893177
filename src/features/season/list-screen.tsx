/** #/saison — the cup seasons on this device, a new one, or one imported from a season file. */
import { useState } from 'react';
import { useT } from '@/i18n/i18n';
import { StoredListScreen } from '@/components/ui/stored-list';
import { ConfirmDialog } from '@/components/ui/dialog';
import { usePendingConfirmation } from '@/components/ui/pending-confirmation';
import { showToast } from '@/components/ui/toast';
import { routePath } from '@/lib/router';
import { importSeasonText, isDamagedSeason, useSeasons, type SeasonImportPlan, type SeasonProblem } from '@/state/season-store';
import { seasonMessages } from './messages';
import { bestLabel, seasonHref, SeasonProblemList, seasonTitle } from './shared';

export function SeasonListScreen() {
  const t = useT(seasonMessages);
  const seasons = useSeasons();
  const [problems, setProblems] = useState<SeasonProblem[]>([]);
  const [fileName, setFileName] = useState('');
  const replace = usePendingConfirmation<Extract<SeasonImportPlan, { kind: 'needs-confirmation' }>>();

  function report(plan: SeasonImportPlan) {
    if (plan.kind === 'needs-confirmation') replace.ask(plan);
    else if (plan.kind === 'unchanged') showToast({ message: t('importUnchanged', { name: seasonTitle(plan.data) }) });
    else showToast({ message: t('imported', { name: seasonTitle(plan.data) }) });
  }

  async function importFile(file: File) {
    setProblems([]);
    setFileName(file.name);
    const out = await importSeasonText(await file.text());
    if (!out.ok) setProblems(out.errors);
    else report(out.value);
  }

  return (
    <StoredListScreen
      title={t('seasons')}
      back={{ href: routePath({ name: 'tournaments' }), label: t('back') }}
      create={{ href: routePath({ name: 'new-season' }), label: t('newSeason') }}
      importFile={{ label: t('importSeason'), onFile: (file) => void importFile(file).catch((err: unknown) => showToast({ message: t('failed', { message: String(err) }) })) }}
      items={seasons}
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
      <SeasonProblemList problems={problems} title={t('importFailed', { name: fileName })} hint={t('importFailedHint')} />
      <ConfirmDialog
        open={replace.pending !== null}
        title={t('importReplaceTitle')}
        message={t('importReplaceBody', { name: replace.pending ? seasonTitle(replace.pending.data) : '' })}
        confirmLabel={t('replace')}
        cancelLabel={t('cancel')}
        onCancel={replace.cancel}
        onConfirm={() => replace.take((p) => void p.confirm().then((out) => (out.ok ? report(out.value) : setProblems(out.errors))))}
      />
    </StoredListScreen>
  );
}
