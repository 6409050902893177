/**
 * The rule-set editor's building blocks: a section with its problems, the small
 * number field and the checkbox row of the tables, and which section shows an
 * engine error (its text comes from the one translation of engine errors).
 */
import { useId, type ReactNode } from 'react';
import type { EngineError } from '@/domain/index';
import type { Translate } from '@/i18n/i18n';
import type { Lang } from '@/lib/lang';
import { presetName } from '@/lib/tarock-names';
import { FieldError, inputBaseClass } from '@/components/ui/field';
import type { ruleSetsMessages } from './messages';
import type { RuleSetForm } from './rule-set-form';

export type T = Translate<typeof ruleSetsMessages.de>;

/** What every section of the editor gets: the form, its setters, and the texts of its problems. */
export interface SectionProps {
  t: T;
  lang: Lang;
  form: RuleSetForm;
  set: <K extends keyof RuleSetForm>(key: K, value: RuleSetForm[K]) => void;
  setForm: (change: (form: RuleSetForm) => RuleSetForm) => void;
  /** The form's own problem with a field, as text (null: none shown). */
  textFor: (field: string) => string | null;
  /** The problems shown at the end of the section. */
  errors: string[];
}

export function toggleIn<V>(list: V[], value: V, on: boolean): V[] {
  return on ? (list.includes(value) ? list : [...list, value]) : list.filter((x) => x !== value);
}

/** Which section shows an engine error about `rules.overrides.<key>`. */
export const SECTION_OF: Record<string, string> = {
  tariffs: 'games', lossTariffs: 'games', games: 'games', lossFactor: 'games',
  praemien: 'praemien', farbenPraemien: 'praemien', soloDoublesPraemien: 'praemien',
  maxKontra: 'kontra', kontraOnSheet: 'kontra', lastKontraShift: 'kontra', vorfleck: 'kontra',
  threshold: 'result', silentLostCounts: 'result',
  valat: 'valat', valatPraemien: 'valat', valatPraemienWhenFailed: 'valat', silentValatVoidsKontra: 'valat',
  soloruferTalonNoKontra: 'kontra',
  trischaken: 'trischaken',
  renonce: 'renonce',
  piccoloLostDouble: 'negative', bei: 'negative',
  pagatkassa: 'kassa',
  doubleRounds: 'double',
};

/** "Vorlage Tirol: verliert allein" — the preset's own value of a switch, shown under it. */
export function presetValue(t: T, lang: Lang, form: RuleSetForm, value: string): string {
  return t('presetValue', { preset: presetName(form.preset, lang), value });
}

/** A hint line under a select: the preset's value of the setting. */
export function PresetValue({ children }: { children: ReactNode }) {
  return <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{children}</p>;
}

export function sectionOf(error: EngineError): string {
  const m = /^rules\.overrides\.(\w+)/.exec(error.field);
  return (m && SECTION_OF[m[1]!]) || 'general';
}

export function Section({ title, children, errors }: { title: string; children: ReactNode; errors?: string[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900">
      <h2 id={id} className="mb-2 text-lg font-bold">
        {title}
      </h2>
      {children}
      {errors && errors.length > 0 ? (
        <div role="alert">
          {errors.map((e, i) => (
            <FieldError key={i}>{e}</FieldError>
          ))}
        </div>
      ) : null}
    </section>
  );
}

export function SmallNumber(props: { label: string; value: string; error?: boolean; onChange: (v: string) => void; placeholder?: string; describedBy?: string }) {
  return (
    <input
      aria-label={props.label}
      inputMode="numeric"
      pattern="[0-9]*"
      value={props.value}
      placeholder={props.placeholder}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.describedBy}
      onChange={(e) => props.onChange(e.target.value)}
      className={`${inputBaseClass} w-16 shrink-0 px-2 text-right tabular-nums`}
    />
  );
}

export function Check(props: { label: string; checked: boolean; onChange: (v: boolean) => void; children: ReactNode }) {
  return (
    <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3 text-base">
      <input
        type="checkbox"
        aria-label={props.label}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        className="size-5 shrink-0 accent-green-800"
      />
      <span className="truncate">{props.children}</span>
    </label>
  );
}
