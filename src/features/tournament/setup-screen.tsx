/**
 * #/t/new and #/t/:id/settings — name, date, rule set (default Tarockcup; any
 * preset or saved custom set), planned rounds (3), hands per round by table
 * size (16 / 20), optional time limit, cup points (Heine, Fixpunkte, none, or
 * the tournament's own list kept), stake for the tables' cash Kontra, and the
 * cup season it belongs to (choosing one takes the cup's rules and cup points).
 */
import { useState, type FormEvent } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { Screen } from '@/components/ui/screen';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { Segmented } from '@/components/ui/segmented';
import { MAX_TOURNAMENT_NAME_LENGTH, PRESET_IDS, type PresetId, type RulesSpec, type TournamentFile } from '@/domain/index';
import type { CupPointsSpec } from '@/domain/tournament/model';
import { presetName } from '@/lib/tarock-names';
import { navigate, routePath } from '@/lib/router';
import { createTournament, updateSetup, useRuleSets, type StoredTournament, type TournamentProblem, type TournamentSetup } from '@/state/tournament-store';
import { isDamagedSeason, setTournamentSeason, useSeasons, type StoredSeason } from '@/state/season-store';
import { tournamentSeasonMessages } from './season-messages';
import { tournamentMessages } from './messages';
import { ProblemList, tournamentHref, WithTournament } from './shared';
import { todayIso } from '@/lib/dates';

interface Form {
  name: string;
  date: string;
  rules: string;
  plannedRounds: string;
  hands4: string;
  hands5: string;
  timeLimit: string;
  /** 'keep': the list in `cupList` (the tournament's own, or the season's). */
  cup: 'heine' | 'fixpunkte' | 'keep' | 'off';
  cupList: number[] | null;
  stake: string;
  /** The id of the cup season the tournament belongs to, '' for none. */
  season: string;
  /** The season's rules, when the season chose them ('season' in `rules`). */
  seasonRules: RulesSpec | null;
}

function cupChoice(cupPoints: CupPointsSpec | undefined): Pick<Form, 'cup' | 'cupList'> {
  if (cupPoints === undefined) return { cup: 'off', cupList: null };
  if (typeof cupPoints === 'string') return { cup: cupPoints, cupList: null };
  return { cup: 'keep', cupList: cupPoints };
}

function formFrom(data: TournamentFile | null, seasonId = ''): Form {
  if (!data) {
    return {
      name: '', date: todayIso(), rules: 'preset:tarockcup', plannedRounds: '3', hands4: '16', hands5: '20', timeLimit: '', cup: 'fixpunkte', cupList: null, stake: '',
      season: '', seasonRules: null,
    };
  }
  return {
    name: data.name,
    date: data.date ?? '',
    rules: typeof data.rules === 'string' ? `preset:${data.rules}` : 'keep',
    plannedRounds: String(data.plannedRounds),
    hands4: String(data.handsPerRound['4']),
    hands5: String(data.handsPerRound['5']),
    timeLimit: data.timeLimitMinutes === undefined ? '' : String(data.timeLimitMinutes),
    ...cupChoice(data.cupPoints),
    stake: data.stakeCents === undefined ? '' : String(data.stakeCents),
    season: seasonId,
    seasonRules: null,
  };
}

/** Choosing a season takes its rules (when it names them) and its cup points. */
function withSeason(form: Form, season: StoredSeason | undefined): Form {
  if (!season) return { ...form, season: '', seasonRules: null, rules: form.rules === 'season' ? 'preset:tarockcup' : form.rules };
  const rules = season.app?.rules;
  return {
    ...form,
    season: season.id,
    ...(rules === undefined ? {} : typeof rules === 'string' ? { rules: `preset:${rules}`, seasonRules: null } : { rules: 'season', seasonRules: rules }),
    ...cupChoice(season.data.cupPoints),
  };
}

/** A typed whole number, or NaN for anything else (the file check names the field). */
function whole(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

export function SetupForm({ existing, seasonId = '', newInSeason }: { existing: TournamentFile | null; seasonId?: string; newInSeason?: string }) {
  const t = useT(tournamentMessages);
  const ts = useT(tournamentSeasonMessages);
  const lang = useLang();
  const ruleSets = useRuleSets();
  // A damaged season cannot take a tournament (its own screen says what is wrong).
  const seasons = useSeasons()?.filter((x): x is StoredSeason => !isDamagedSeason(x));
  const [form, setForm] = useState<Form>(() => formFrom(existing, seasonId));
  const [problems, setProblems] = useState<TournamentProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  // A new tournament of a season takes the season's rules and cup points once its record is read.
  const [seasonTaken, setSeasonTaken] = useState(false);
  const ownSeason = newInSeason === undefined ? undefined : seasons?.find((x) => x.id === newInSeason);
  if (ownSeason && !seasonTaken) {
    setSeasonTaken(true);
    setForm((f) => withSeason(f, ownSeason));
  }

  function rulesSpec(): RulesSpec {
    if (form.rules === 'keep' && existing) return existing.rules;
    if (form.rules === 'season' && form.seasonRules) return form.seasonRules;
    if (form.rules.startsWith('custom:')) {
      const rs = (ruleSets ?? []).find((r) => r.id === form.rules.slice(7));
      if (rs) return { preset: rs.spec.preset, overrides: rs.spec.overrides };
    }
    return form.rules.slice(7) as PresetId;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    const setup: TournamentSetup = {
      name: form.name,
      ...(form.date ? { date: form.date } : {}),
      rules: rulesSpec(),
      plannedRounds: whole(form.plannedRounds),
      handsPerRound: { '4': whole(form.hands4), '5': whole(form.hands5) },
      ...(form.timeLimit.trim() ? { timeLimitMinutes: whole(form.timeLimit) } : {}),
      ...(form.cup === 'heine' || form.cup === 'fixpunkte' ? { cupPoints: form.cup } : form.cup === 'keep' && form.cupList ? { cupPoints: [...form.cupList] } : {}),
      ...(form.stake.trim() ? { stakeCents: whole(form.stake) } : {}),
    };
    try {
      const out = existing ? await updateSetup(existing.id, setup) : await createTournament(setup);
      if (!out.ok) {
        setProblems(out.errors);
        return;
      }
      if (existing ? form.season !== seasonId : form.season) await setTournamentSeason(out.value.id, form.season || null);
      navigate({ name: 'tournament', tournamentId: out.value.id, view: { kind: 'overview' } }, { replace: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <TextField label={t('name')} placeholder={t('namePlaceholder')} value={form.name} maxLength={MAX_TOURNAMENT_NAME_LENGTH} required onChange={(e) => set('name', e.target.value)} />
      <TextField label={t('date')} type="date" value={form.date} onChange={(e) => set('date', e.target.value)} />
      {(seasons ?? []).some((x) => !x.archived || x.id === form.season) ? (
        <SelectField label={ts('season')} value={form.season} onChange={(e) => setForm((f) => withSeason(f, (seasons ?? []).find((x) => x.id === e.target.value)))}>
          <option value="">{ts('noSeason')}</option>
          {(seasons ?? []).filter((x) => !x.archived || x.id === form.season).map((x) => (
            <option key={x.id} value={x.id}>{`${x.data.cup} ${x.data.season}`}</option>
          ))}
        </SelectField>
      ) : null}
      {form.season ? <p className="-mt-2 text-sm text-stone-600 dark:text-stone-400">{ts('seasonHint')}</p> : null}
      <SelectField label={t('rules')} value={form.rules} onChange={(e) => set('rules', e.target.value)}>
        {form.rules === 'season' && form.seasonRules && typeof form.seasonRules !== 'string' ? (
          <option value="season">{t('customRules', { name: presetName(form.seasonRules.preset, lang) })}</option>
        ) : null}
        {form.rules === 'keep' && existing && typeof existing.rules !== 'string' ? (
          <option value="keep">{t('customRules', { name: presetName(existing.rules.preset, lang) })}</option>
        ) : null}
        {PRESET_IDS.map((id) => (
          <option key={id} value={`preset:${id}`}>
            {presetName(id, lang)}
          </option>
        ))}
        {(ruleSets ?? []).map((rs) => (
          <option key={rs.id} value={`custom:${rs.id}`}>
            {t('customRules', { name: rs.name })}
          </option>
        ))}
      </SelectField>
      <TextField label={t('plannedRounds')} inputMode="numeric" value={form.plannedRounds} onChange={(e) => set('plannedRounds', e.target.value)} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t('hands4')} inputMode="numeric" value={form.hands4} onChange={(e) => set('hands4', e.target.value)} />
        <TextField label={t('hands5')} inputMode="numeric" value={form.hands5} onChange={(e) => set('hands5', e.target.value)} />
      </div>
      <TextField label={t('timeLimit')} inputMode="numeric" value={form.timeLimit} onChange={(e) => set('timeLimit', e.target.value)} />
      <Segmented
        label={t('cupPoints')}
        value={form.cup}
        options={[
          { value: 'heine' as const, label: ts('cupHeine') },
          { value: 'fixpunkte' as const, label: ts('cupFixpunkte') },
          ...(form.cupList ? [{ value: 'keep' as const, label: ts('cupKeep', { first: form.cupList[0] ?? 0 }) }] : []),
          { value: 'off' as const, label: ts('cupOff') },
        ]}
        onChange={(v) => set('cup', v)}
      />
      <TextField label={t('stake')} inputMode="numeric" value={form.stake} onChange={(e) => set('stake', e.target.value)} />
      {problems.length > 0 ? <p className="font-semibold">{t('fixErrors')}</p> : null}
      <ProblemList problems={problems} />
      <Button type="submit" variant="primary" size="lg" disabled={busy}>
        {existing ? t('save') : t('create')}
      </Button>
    </form>
  );
}

/** A new tournament; opened from a season's screen it belongs to that season (its rules and cup points taken), and back leads there. */
export function NewTournamentScreen({ seasonId }: { seasonId?: string }) {
  const t = useT(tournamentMessages);
  const back = seasonId === undefined ? routePath({ name: 'tournaments' }) : routePath({ name: 'season', seasonId, view: 'overview' });
  return (
    <Screen title={t('setupTitle')} back={{ href: back, label: t('back') }}>
      <SetupForm existing={null} {...(seasonId === undefined ? {} : { newInSeason: seasonId })} />
    </Screen>
  );
}

export function TournamentSettingsScreen({ id }: { id: string }) {
  const t = useT(tournamentMessages);
  return (
    <WithTournament id={id} title={t('editSetupTitle')}>
      {(stored) => (
        <Screen title={t('editSetupTitle')} back={{ href: tournamentHref(id), label: t('back') }}>
          <SetupForm existing={stored.data} seasonId={(stored as StoredTournament).seasonId ?? ''} />
        </Screen>
      )}
    </WithTournament>
  );
}
