/**
 * The season overview's pieces for the Österreich-Finale and side rankings:
 * the ÖF start list's state (how many start, how many did not come), a side ranking's link to
 * its cup season (in step, or what changed, taken over with one tap), the cup season's side
 * rankings.
 */
import { useState } from 'react';
import { useT } from '@/i18n/i18n';
import { Button, LinkButton } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { routePath } from '@/lib/router';
import { useOefStart, type OefStartView } from '@/state/oef-start';
import type { StoredSeason } from '@/state/season-store';
import { bringSideInStep, useSideCup, useSideRankings, useSideStep } from '@/state/side-ranking';
import { oefMessages } from './oef-messages';
import { seasonHref, SeasonProblemList, seasonTitle } from './shared';
import type { SeasonProblem } from '@/state/season-store';

/** The season overview's extra sections: an ÖF season's start list, a side ranking's cup season, a cup season's side rankings. */
export function SeasonExtras({ stored }: { stored: StoredSeason }) {
  const oef = useOefStart(stored);
  if (oef) return <OefSection id={stored.id} oef={oef} />;
  if (stored.app?.side) return <SideSection stored={stored} />;
  return <SideRankingsOf stored={stored} />;
}

/** How many start and, once the day is played, how many did not come (the overview's and the start list's one summary). */
export function OefStartSummary({ oef }: { oef: OefStartView }) {
  const t = useT(oefMessages);
  const { start, absent, played } = oef;
  return (
    <>
      <p className="mt-1 text-base" data-testid="oef-summary">{t('oefSummary', { n: start.entries.length, cups: start.sources.length })}</p>
      <p className="mt-1 text-base font-semibold" role="status" data-testid="oef-absent">
        {!played ? t('oefBeforeDay') : absent.length > 0 ? t('oefAbsent', { n: absent.length }) : t('oefAllCame')}
      </p>
    </>
  );
}

function OefSection({ id, oef }: { id: string; oef: OefStartView }) {
  const t = useT(oefMessages);
  const empty = oef.start.entries.length === 0;
  return (
    <section aria-labelledby="season-oef" className="mt-4 rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
      <h2 id="season-oef" className="text-lg font-bold">{t('oefTitle')}</h2>
      {empty ? <p className="mt-1 text-base">{t('oefEmpty')}</p> : <OefStartSummary oef={oef} />}
      <LinkButton href={seasonHref(id, 'oef')} variant={empty ? 'primary' : 'secondary'} className="mt-2 w-full">
        {empty ? t('oefOpen') : t('oefShow')}
      </LinkButton>
    </section>
  );
}

function SideSection({ stored }: { stored: StoredSeason }) {
  const t = useT(oefMessages);
  const link = stored.app!.side!;
  const cup = useSideCup(stored);
  const step = useSideStep(stored);
  const [problems, setProblems] = useState<SeasonProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const which = link.tournaments === 'all' ? t('sideOfAll') : t('sideOfChosen', { n: link.tournaments.length });
  async function take() {
    setBusy(true);
    try {
      const out = await bringSideInStep(stored.id);
      setProblems(out.ok ? [] : out.errors);
      if (out.ok) showToast({ message: t('sideTaken') });
    } finally {
      setBusy(false);
    }
  }
  const changes = step && step !== 'gone'
    ? [
        step.added.length ? t('sideAdded', { names: step.added.join(', ') }) : '',
        step.updated.length ? t('sideUpdated', { names: step.updated.join(', ') }) : '',
        step.removed.length ? t('sideRemoved', { names: step.removed.join(', ') }) : '',
      ].filter(Boolean).join('; ')
    : '';
  return (
    <section aria-labelledby="season-side" className="mt-4 rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
      <h2 id="season-side" className="text-base font-semibold">
        {cup ? t('sideOf', { name: seasonTitle(cup.data), which }) : t('sideCupGone')}
      </h2>
      {cup ? <a href={seasonHref(cup.id)} className="mt-1 inline-block min-h-11 py-2 text-sm underline underline-offset-2"><bdi>{seasonTitle(cup.data)}</bdi></a> : null}
      {step === null ? <p className="mt-1 text-sm text-green-800 dark:text-green-300" role="status">{t('sideInStep')}</p> : null}
      {step && step !== 'gone' ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-2 text-sm dark:bg-amber-950" role="status">
          <span className="min-w-0 flex-1">{t('sideBehind', { changes: changes || '–' })}</span>
          <Button disabled={busy} onClick={() => void take()}>{t('sideTake')}</Button>
        </div>
      ) : null}
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('sideHowUpdates')}</p>
      <SeasonProblemList problems={problems} />
    </section>
  );
}

function SideRankingsOf({ stored }: { stored: StoredSeason }) {
  const t = useT(oefMessages);
  const sides = useSideRankings(stored.id);
  if (stored.data.tournaments.length === 0) return null;
  return (
    <section className="mt-4 flex flex-col gap-2" aria-label={t('sideTitle')}>
      {sides.length > 0 ? (
        <p className="text-sm">
          {t('sideList', { names: '' })}
          {sides.map((s, i) => (
            <span key={s.id}>
              {i > 0 ? ', ' : ''}
              <a href={routePath({ name: 'season', seasonId: s.id, view: 'overview' })} className="underline underline-offset-2"><bdi>{s.data.cup}</bdi></a>
            </span>
          ))}
        </p>
      ) : null}
      <LinkButton href={seasonHref(stored.id, 'side')} className="w-full">{t('sideOpen')}</LinkButton>
    </section>
  );
}
