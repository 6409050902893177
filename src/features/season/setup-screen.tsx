/**
 * #/saison/new and #/saison/:id/settings — the cup, the season, the cup's rules for its
 * tournaments, the cup-point scheme (Heine, Fixpunkte, an own list), how many results count
 * (N, half, all, with the planned tournaments), the Finale, the tie-breaks in their order and
 * the ÖF qualification (the three start-point tables of §8, or an own one). Impossible
 * settings are refused with what to do.
 */
import { useState, type FormEvent } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { Segmented } from '@/components/ui/segmented';
import { Switch } from '@/components/ui/switch';
import { DownIcon, UpIcon } from '@/components/ui/icons';
import { showToast } from '@/components/ui/toast';
import { PRESET_IDS } from '@/domain/model';
import type { RulesSpec } from '@/domain/model';
import type { SeasonTieBreak } from '@/domain/season/model';
import { presetName } from '@/lib/tarock-names';
import { navigate, routePath } from '@/lib/router';
import { useRuleSets } from '@/state/tournament-store';
import { createSeason, updateSeasonSettings, type SeasonProblem, type StoredSeason } from '@/state/season-store';
import { seasonMessages } from './messages';
import {
  chooseOef, emptySeasonForm, formFromSeason, formToApp, formToSettings, moveTieBreak, OEF_TABLE_IDS, type FormProblem, type SeasonForm,
} from './season-form';
import { seasonHref, SeasonProblemList, WithSeason, type SeasonT } from './shared';
import { oefMessages } from './oef-messages';
import { EMPTY_START_LIST, withOefPreset } from './oef-preset';

const OEF_LABEL = {
  sauwald: 'oefSauwald',
  kaerntenSteiermarkTirol: 'oefKaerntenSteiermarkTirol',
  hausruckRaiffeisenWien: 'oefHausruckRaiffeisenWien',
} as const;

const TIE_LABEL: Record<SeasonTieBreak, 'tieFinal' | 'tieFinalRounds' | 'tieResults' | 'tieParticipations'> = {
  final: 'tieFinal',
  finalRounds: 'tieFinalRounds',
  results: 'tieResults',
  participations: 'tieParticipations',
};

function formProblemText(p: FormProblem, t: SeasonT): string {
  return p.params ? t(p.key, p.params) : t(p.key);
}

export function SeasonSetupForm({ existing }: { existing: StoredSeason | null }) {
  const t = useT(seasonMessages);
  const to = useT(oefMessages);
  const lang = useLang();
  const ruleSets = useRuleSets();
  const [form, setForm] = useState<SeasonForm>(() => (existing ? formFromSeason(existing.data, existing.app?.rules) : emptySeasonForm()));
  const [formProblems, setFormProblems] = useState<FormProblem[]>([]);
  const [problems, setProblems] = useState<SeasonProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof SeasonForm>(key: K, value: SeasonForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const tournaments = existing?.data.tournaments ?? [];
  // A new season is a cup's, or an Österreich-Finale (§12): a preset of these settings.
  const [kind, setKind] = useState<'cup' | 'oef'>('cup');

  function customRules(id: string): RulesSpec | undefined {
    const rs = (ruleSets ?? []).find((r) => r.id === id);
    return rs ? { preset: rs.spec.preset, overrides: rs.spec.overrides } : undefined;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setProblems([]);
    const out = formToSettings(form, tournaments.length);
    if (!out.ok) {
      setFormProblems(out.problems);
      return;
    }
    setFormProblems([]);
    setBusy(true);
    try {
      const app = { ...formToApp(form, existing?.app?.rules, customRules), ...(!existing && kind === 'oef' ? { oefStart: EMPTY_START_LIST } : {}) };
      const saved = existing ? await updateSeasonSettings(existing.id, out.settings, app) : await createSeason(out.settings, app);
      if (!saved.ok) {
        setProblems(saved.errors);
        return;
      }
      if (existing) showToast({ message: t('saved') });
      navigate({ name: 'season', seasonId: saved.value.id, view: 'overview' }, { replace: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      {!existing ? (
        <>
          <Segmented
            label={to('kind')}
            value={kind}
            options={[{ value: 'cup', label: to('kindCup') }, { value: 'oef', label: to('kindOef') }]}
            onChange={(v) => {
              setKind(v);
              if (v === 'oef') setForm((f) => withOefPreset(f, to('oefCup')));
            }}
          />
          {kind === 'oef' ? <p className="-mt-2 text-sm text-stone-700 dark:text-stone-300">{to('oefHint')}</p> : null}
        </>
      ) : null}
      <TextField label={t('cup')} placeholder={t('cupPlaceholder')} value={form.cup} maxLength={80} required onChange={(e) => set('cup', e.target.value)} />
      <TextField label={t('season')} placeholder={t('seasonPlaceholder')} value={form.season} maxLength={20} required onChange={(e) => set('season', e.target.value)} />
      <SelectField label={t('rules')} value={form.rules} onChange={(e) => set('rules', e.target.value)}>
        {form.rules === 'keep' && existing?.app?.rules && typeof existing.app.rules !== 'string' ? (
          <option value="keep">{presetName(existing.app.rules.preset, lang)} *</option>
        ) : null}
        {PRESET_IDS.map((id) => (
          <option key={id} value={`preset:${id}`}>{presetName(id, lang)}</option>
        ))}
        {(ruleSets ?? []).map((rs) => (
          <option key={rs.id} value={`custom:${rs.id}`}>{rs.name}</option>
        ))}
      </SelectField>

      <Segmented
        label={t('cupPointsScheme')}
        value={form.scheme}
        options={[
          { value: 'heine', label: t('schemeHeine') },
          { value: 'fixpunkte', label: t('schemeFixpunkte') },
          { value: 'list', label: t('schemeList') },
        ]}
        onChange={(v) => set('scheme', v)}
      />
      {form.scheme === 'list' ? (
        <TextField label={t('cupList')} value={form.cupList} inputMode="decimal" onChange={(e) => set('cupList', e.target.value)} />
      ) : (
        <p className="-mt-2 text-sm text-stone-600 dark:text-stone-400">{t('schemeHint')}</p>
      )}

      <Segmented
        label={t('best')}
        value={form.best}
        options={[
          { value: 'n', label: t('bestN') },
          { value: 'half', label: t('bestHalf') },
          { value: 'all', label: t('bestAll') },
        ]}
        onChange={(v) => set('best', v)}
      />
      {form.best === 'n' ? (
        <TextField label={t('bestNumber')} inputMode="numeric" value={form.bestN} onChange={(e) => set('bestN', e.target.value)} />
      ) : form.best === 'half' ? (
        <p className="-mt-2 text-sm text-stone-600 dark:text-stone-400">{t('halfHint')}</p>
      ) : null}
      <TextField label={t('planned')} hint={t('plannedHint')} inputMode="numeric" value={form.planned} onChange={(e) => set('planned', e.target.value)} />

      <Segmented
        label={t('finale')}
        value={form.finale}
        options={[
          { value: 'none', label: t('finaleNone') },
          { value: 'inside', label: t('finaleInside') },
          { value: 'onTop', label: t('finaleOnTop') },
        ]}
        onChange={(v) => set('finale', v)}
      />
      {form.finale !== 'none' ? (
        tournaments.length > 0 ? (
          <SelectField label={t('finaleTournament')} value={form.finaleTournament} onChange={(e) => set('finaleTournament', e.target.value)}>
            <option value="">–</option>
            {tournaments.map((x, i) => (
              <option key={x.id} value={String(i + 1)}>{`${i + 1}. ${x.name}`}</option>
            ))}
          </SelectField>
        ) : (
          <p className="-mt-2 text-sm text-stone-600 dark:text-stone-400">{t('finaleLater')}</p>
        )
      ) : null}

      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-stone-700 dark:text-stone-300">{t('tieBreaks')}</legend>
        <ol className="flex flex-col gap-1">
          {form.tieBreaks.map((tb, i) => {
            const name = t(TIE_LABEL[tb.id]);
            return (
              <li key={tb.id} className="flex items-center gap-1">
                <div className="min-w-0 flex-1">
                  <Switch label={`${i + 1}. ${name}`} checked={tb.on} onChange={(on) => setForm((f) => ({ ...f, tieBreaks: f.tieBreaks.map((x) => (x.id === tb.id ? { ...x, on } : x)) }))} />
                </div>
                <Button className="w-11 px-0" aria-label={t('tieUp', { name })} disabled={i === 0} onClick={() => setForm((f) => moveTieBreak(f, i, -1))}><UpIcon /></Button>
                <Button className="w-11 px-0" aria-label={t('tieDown', { name })} disabled={i === form.tieBreaks.length - 1} onClick={() => setForm((f) => moveTieBreak(f, i, 1))}><DownIcon /></Button>
              </li>
            );
          })}
        </ol>
        {form.tieBreaks.every((x) => !x.on) ? <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('tieNone')}</p> : null}
      </fieldset>

      <SelectField label={t('oef')} value={form.oef} onChange={(e) => setForm((f) => chooseOef(f, e.target.value as SeasonForm['oef']))}>
        <option value="none">{t('oefNone')}</option>
        {OEF_TABLE_IDS.map((id) => (
          <option key={id} value={id}>{t(OEF_LABEL[id])}</option>
        ))}
        <option value="own">{t('oefOwn')}</option>
      </SelectField>
      {form.oef !== 'none' ? (
        <TextField label={t('oefPlaces')} inputMode="numeric" value={form.oefPlaces} onChange={(e) => set('oefPlaces', e.target.value)} />
      ) : null}
      {form.oef === 'own' ? (
        <TextField label={t('oefList')} inputMode="decimal" value={form.oefList} onChange={(e) => set('oefList', e.target.value)} />
      ) : null}

      {formProblems.length > 0 ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-base text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="mb-1 font-semibold">{t('fixErrors')}</p>
          <ul className="list-disc pl-5">
            {formProblems.map((p, i) => <li key={i}>{formProblemText(p, t)}</li>)}
          </ul>
        </div>
      ) : null}
      <SeasonProblemList problems={problems} title={t('fixErrors')} />
      <Button type="submit" variant="primary" size="lg" disabled={busy}>
        {existing ? t('save') : t('create')}
      </Button>
    </form>
  );
}

export function NewSeasonScreen() {
  const t = useT(seasonMessages);
  return (
    <Screen title={t('setupTitle')} back={{ href: routePath({ name: 'seasons' }), label: t('back') }}>
      <SeasonSetupForm existing={null} />
    </Screen>
  );
}

export function SeasonSettingsScreen({ id }: { id: string }) {
  const t = useT(seasonMessages);
  return (
    <WithSeason id={id} title={t('editSetupTitle')}>
      {(stored) => (
        <Screen title={t('editSetupTitle')} back={{ href: seasonHref(id), label: t('back') }}>
          <SeasonSetupForm existing={stored} />
        </Screen>
      )}
    </WithSeason>
  );
}
