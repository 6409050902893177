/**
 * Importing a tournament this device already has: what differs (settings, players, rounds,
 * which tables' results), then "Nur Fehlendes übernehmen" (every result this device has
 * stays, the rest is taken), "Ersetzen" (the file as it is; says how many of this device's
 * results it takes back) or "Abbrechen". Nothing is changed silently. Tables whose hand-in
 * key differs are listed on their own; both ways keep this device's keys unless the
 * director switches "Tischschlüssel aus der Datei übernehmen" on (off every time it opens).
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DecisionDialog } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import type { TournamentDiff } from '@/domain/tournament/import-merge';
import { useT } from '@/i18n/i18n';
import { tournamentMessages } from './messages';

export interface ImportDecisionProps {
  open: boolean;
  name: string;
  diff: TournamentDiff | null;
  onMerge: (takeKeys: boolean) => void;
  onReplace: (takeKeys: boolean) => void;
  onCancel: () => void;
}

export function ImportDecisionDialog({ open, name, diff, onMerge, onReplace, onCancel }: ImportDecisionProps) {
  const t = useT(tournamentMessages);
  const [takeKeys, setTakeKeys] = useState(false);
  const [shownFor, setShownFor] = useState(diff);
  if (shownFor !== diff) {
    setShownFor(diff);
    setTakeKeys(false);
  }
  const keys = diff?.keys ?? [];
  const lines: string[] = [];
  if (diff) {
    if (diff.settings.length > 0) lines.push(t('diffSettings', { keys: diff.settings.map((k) => t(`setting_${k}`)).join(', ') }));
    const { added, removed, renamed, withdrawal } = diff.players;
    if (added.length > 0) lines.push(t('diffPlayersAdded', { n: added.length, names: added.map((p) => p.name).join(', ') }));
    if (removed.length > 0) lines.push(t('diffPlayersRemoved', { n: removed.length, names: removed.map((p) => p.name).join(', ') }));
    for (const r of renamed) lines.push(t('diffRenamed', { from: r.from, to: r.to }));
    if (withdrawal.length > 0) lines.push(t('diffWithdrawal', { names: withdrawal.map((p) => p.name).join(', ') }));
    if (diff.rounds.here !== diff.rounds.incoming) lines.push(t('diffRounds', { here: diff.rounds.here, incoming: diff.rounds.incoming }));
    for (const round of diff.reseated) lines.push(t('diffReseated', { round }));
  }
  const results = diff?.results ?? [];
  const rolledBack = results.filter((c) => c.kind !== 'added').length;
  return (
    <DecisionDialog
      open={open && diff !== null}
      title={t('importDiffTitle')}
      onCancel={onCancel}
      message={
        <>
          <p>{t('importDiffIntro', { name })}</p>
          {lines.length > 0 ? (
            <ul className="list-disc pl-5" aria-label={t('importDiffWhat')}>
              {lines.map((line) => <li key={line}>{line}</li>)}
            </ul>
          ) : null}
          {results.length > 0 ? (
            <>
              <p className="font-semibold">{t('importDiffResults')}</p>
              <ul className="list-disc pl-5" aria-label={t('importDiffResults')}>
                {results.map((c) => (
                  <li key={`${c.round}/${c.table}`}>{t(`diffResult_${c.kind}`, { round: c.round, table: c.table })}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t('importDiffNoResults')}</p>
          )}
          {keys.length > 0 ? (
            <>
              <p className="font-semibold">{t('importDiffKeys')}</p>
              <ul className="list-disc pl-5" aria-label={t('importDiffKeys')}>
                {keys.map((c) => (
                  <li key={`${c.round}/${c.table}`}>{t(`diffKey_${c.kind}`, { round: c.round, table: c.table })}</li>
                ))}
              </ul>
              {takeKeys ? null : <p>{t('importKeysKept')}</p>}
              <Switch label={t('importTakeKeys')} hint={t('importTakeKeysHint')} checked={takeKeys} onChange={setTakeKeys} />
            </>
          ) : null}
          <p>{t('importMergeHint')}</p>
          {rolledBack > 0 ? <p className="font-semibold text-red-800 dark:text-red-300">{t('importReplaceWarning', { n: rolledBack })}</p> : null}
        </>
      }
    >
      <Button variant="primary" onClick={() => onMerge(takeKeys && keys.length > 0)}>{t('importMerge')}</Button>
      <Button variant={rolledBack > 0 ? 'danger' : 'secondary'} onClick={() => onReplace(takeKeys && keys.length > 0)}>{t('replace')}</Button>
      <Button onClick={onCancel} autoFocus>{t('cancel')}</Button>
    </DecisionDialog>
  );
}
