/**
 * Every season door that would replace something asks with this: what differs (the season's
 * settings; each tournament added, removed or changed, and for a changed one which tables'
 * results), the tournaments this device holds with other results, then "Nur Fehlendes
 * übernehmen" (every tournament and result of this device stays), "Ersetzen" (says how many
 * results and tournaments it takes back) or "Abbrechen". Nothing is dropped unnamed.
 */
import { Button } from '@/components/ui/button';
import { DecisionDialog } from '@/components/ui/dialog';
import type { SeasonDiff, SeasonTournamentChange } from '@/domain/season/season-diff';
import { resultsTakenBack } from '@/domain/season/season-diff';
import { useT } from '@/i18n/i18n';
import { seasonMessages } from './messages';
import { resultsImportMessages } from './results-import/messages';

export interface SeasonDiffDialogProps {
  open: boolean;
  title: string;
  intro: string;
  diff: SeasonDiff | null;
  /** Tournaments this device holds with other results than the file (a season file's door). */
  device?: readonly SeasonTournamentChange[];
  /** "Nur Fehlendes übernehmen"; absent where nothing can be merged (a results list has no tables). */
  onMerge?: () => void;
  onReplace: () => void;
  replaceLabel?: string;
  onCancel: () => void;
}

function ChangeItem({ change, label }: { change: SeasonTournamentChange; label: string }) {
  const t = useT(seasonMessages);
  const tr = useT(resultsImportMessages);
  return (
    <li>
      {label}
      {change.kind === 'changed' ? (
        change.entries ? (
          <ul className="list-[circle] pl-5" aria-label={label}>
            {change.entries.map((e, i) => <li key={i}><bdi>{tr(`diffEntry_${e.kind}`, { name: e.name })}</bdi></li>)}
          </ul>
        ) : change.results.length > 0 ? (
          <ul className="list-[circle] pl-5" aria-label={label}>
            {change.results.map((r) => <li key={`${r.round}/${r.table}`}>{t(`diffResult_${r.kind}`, { round: r.round, table: r.table })}</li>)}
          </ul>
        ) : <p className="text-sm">{t('diffNoResults')}</p>
      ) : null}
    </li>
  );
}

export function SeasonDiffDialog({ open, title, intro, diff, device = [], onMerge, onReplace, replaceLabel, onCancel }: SeasonDiffDialogProps) {
  const t = useT(seasonMessages);
  const changes = diff?.tournaments ?? [];
  const removed = changes.filter((c) => c.kind === 'removed').length;
  const takenBack = resultsTakenBack([...changes, ...device]);
  return (
    <DecisionDialog
      open={open}
      title={title}
      onCancel={onCancel}
      message={
        <>
          <p>{intro}</p>
          {diff && (diff.settings.length > 0 || changes.length > 0) ? (
            <ul className="list-disc pl-5" aria-label={t('diffWhat')}>
              {diff.settings.length > 0 ? <li>{t('diffSettings', { keys: diff.settings.map((k) => t(`seasonSetting_${k}`)).join(', ') })}</li> : null}
              {changes.map((c) => <ChangeItem key={c.id} change={c} label={t(`diffTournament_${c.kind}`, { name: c.name })} />)}
            </ul>
          ) : null}
          {device.length > 0 ? (
            <>
              <p className="font-semibold">{t('importDeviceTitle')}</p>
              <ul className="list-disc pl-5" aria-label={t('importDeviceTitle')}>
                {device.map((c) => <ChangeItem key={c.id} change={c} label={t('diffTournament_device', { name: c.name })} />)}
              </ul>
            </>
          ) : null}
          {onMerge ? <p>{t('mergeHint')}</p> : null}
          {takenBack > 0 || removed > 0 ? <p className="font-semibold text-red-800 dark:text-red-300">{t('replaceWarning', { n: takenBack, m: removed })}</p> : null}
        </>
      }
    >
      {onMerge ? <Button variant="primary" onClick={onMerge}>{t('mergeMissing')}</Button> : null}
      <Button variant={takenBack > 0 || removed > 0 ? 'danger' : onMerge ? 'secondary' : 'primary'} onClick={onReplace}>{replaceLabel ?? t('replace')}</Button>
      <Button onClick={onCancel} autoFocus>{t('cancel')}</Button>
    </DecisionDialog>
  );
}
