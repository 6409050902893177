/** #/saison — the cup seasons on this device, a new one, or one imported from a season file. */
import { useRef, useState } from 'react';
import { useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { PlusIcon } from '@/components/ui/icons';
import { showToast } from '@/components/ui/toast';
import { routePath } from '@/lib/router';
import { importSeasonText, isDamagedSeason, useSeasons, type SeasonImportPlan, type SeasonProblem } from '@/state/season-store';
import { seasonMessages } from './messages';
import { bestLabel, seasonHref, SeasonProblemList, seasonTitle } from './shared';

export function SeasonListScreen() {
  const t = useT(seasonMessages);
  const seasons = useSeasons();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<SeasonProblem[]>([]);
  const [pending, setPending] = useState<Extract<SeasonImportPlan, { kind: 'needs-confirmation' }> | null>(null);

  function report(plan: SeasonImportPlan) {
    if (plan.kind === 'needs-confirmation') setPending(plan);
    else if (plan.kind === 'unchanged') showToast({ message: t('importUnchanged', { name: seasonTitle(plan.data) }) });
    else showToast({ message: t('imported', { name: seasonTitle(plan.data) }) });
  }

  async function importFile(file: File) {
    setProblems([]);
    const out = await importSeasonText(await file.text());
    if (!out.ok) setProblems(out.errors);
    else report(out.value);
  }

  const sorted = (seasons ?? []).slice().sort((a, b) => Number(a.archived) - Number(b.archived) || (a.updatedAt < b.updatedAt ? 1 : -1));

  return (
    <Screen
      title={t('seasons')}
      back={{ href: routePath({ name: 'tournaments' }), label: t('back') }}
      footer={
        <LinkButton href={routePath({ name: 'new-season' })} variant="primary" size="lg" className="w-full">
          <PlusIcon />
          {t('newSeason')}
        </LinkButton>
      }
    >
      <Button className="w-full" onClick={() => fileInput.current?.click()}>
        {t('importSeason')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        aria-label={t('importSeason')}
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void importFile(file).catch((err: unknown) => showToast({ message: t('failed', { message: String(err) }) }));
        }}
      />
      <SeasonProblemList problems={problems} title={t('importFailed')} />

      {seasons === undefined ? (
        <p role="status" className="mt-4">{t('loading')}</p>
      ) : sorted.length === 0 ? (
        <div className="mt-4 rounded-2xl border-2 border-dashed border-stone-300 px-5 py-8 text-center dark:border-stone-700">
          <p className="text-lg font-bold">{t('emptyTitle')}</p>
          <p className="mt-2 text-base">{t('emptyBody')}</p>
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-label={t('seasons')}>
          {sorted.map((s) => (
            <li key={s.id}>
              <a
                href={seasonHref(s.id)}
                className="block rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800"
              >
                {isDamagedSeason(s) ? (
                  <>
                    <span className="block text-lg font-bold"><bdi>{s.name ?? t('unreadableName')}</bdi></span>
                    <span className="block text-sm font-semibold text-red-800 dark:text-red-300">
                      {t('damagedMark')}
                      {s.archived ? ` · ${t('archived')}` : ''}
                    </span>
                  </>
                ) : (
                  <>
                    <span className="block text-lg font-bold"><bdi>{seasonTitle(s.data)}</bdi></span>
                    <span className="block text-sm text-stone-700 dark:text-stone-300">
                      {t('listSummary', { count: s.data.tournaments.length, best: bestLabel(s.data, t) })}
                      {s.archived ? ` · ${t('archived')}` : ''}
                    </span>
                  </>
                )}
              </a>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={t('importReplaceTitle')}
        message={t('importReplaceBody', { name: pending ? seasonTitle(pending.data) : '' })}
        confirmLabel={t('replace')}
        cancelLabel={t('cancel')}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const p = pending;
          setPending(null);
          if (p) void p.confirm().then((out) => (out.ok ? report(out.value) : setProblems(out.errors)));
        }}
      />
    </Screen>
  );
}
