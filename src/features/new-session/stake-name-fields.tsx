/** The stake (cents per point), and the evening's name and date. */
import type { Lang } from '@/lib/lang';
import { formatCents } from '@/lib/format';
import { TextField } from '@/components/ui/field';
import type { NewSessionDraft } from './new-session-form';
import type { T, UpdateDraft } from './form-parts';

export function StakeField({ t, lang, draft, update, fieldError }: {
  t: T;
  lang: Lang;
  draft: NewSessionDraft;
  update: UpdateDraft;
  fieldError: (field: string) => string | null;
}) {
  return (
    <TextField
      className="max-w-48"
      label={t('stake')}
      inputMode="numeric"
      pattern="[0-9]*"
      value={draft.stake}
      error={fieldError('stake')}
      hint={/^\d+$/.test(draft.stake.trim()) ? t('stakeHint', { cents: formatCents(Number(draft.stake), lang) }) : undefined}
      onChange={(e) => update({ stake: e.target.value })}
    />
  );
}

export function NameDateFields({ t, draft, update, fieldError }: {
  t: T;
  draft: NewSessionDraft;
  update: UpdateDraft;
  fieldError: (field: string) => string | null;
}) {
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t('name')}
        placeholder={t('namePlaceholder')}
        value={draft.name}
        maxLength={60}
        onChange={(e) => update({ name: e.target.value })}
      />
      <TextField
        className="max-w-56"
        type="date"
        label={t('date')}
        value={draft.date}
        error={fieldError('date')}
        onChange={(e) => update({ date: e.target.value })}
      />
    </div>
  );
}
