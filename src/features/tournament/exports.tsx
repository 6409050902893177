/**
 * The tournament's exports as downloads (or the share sheet where the device has one): the
 * standings, the round results, the tournament file, and the tournament's own backup (a
 * backup bundle with this tournament and every table's history, restored under Sicherung).
 */
import { useState } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { failureText } from '@/i18n/storage-error-text';
import { Button } from '@/components/ui/button';
import { computeStandings, type TournamentFile } from '@/domain/index';
import { roundResultRows, toGermanCsv, tournamentFileName, tournamentFileText } from '@/transfer/export-tournament';
import { makeBackupBundle, serializeJson } from '@/transfer/export-json';
import { standingsCsv } from '@/transfer/standings-csv';
import { useResultLog } from '@/state/tournament-store';
import { shareOrDownload, type OutgoingFile } from '@/transfer/share-file';
import { tournamentMessages } from './messages';

export function ExportButtons({ data }: { data: TournamentFile }) {
  const t = useT(tournamentMessages);
  const lang = useLang();
  const [error, setError] = useState<string | null>(null);
  const now = new Date().toISOString();
  const log = useResultLog(data.id);

  async function send(file: OutgoingFile) {
    setError(null);
    try {
      await shareOrDownload(file, { title: data.name });
    } catch (e) {
      setError(t('failed', { message: failureText(e, lang) }));
    }
  }

  return (
    <div className="mt-2 flex flex-col gap-2">
      <Button onClick={() => void send({ name: tournamentFileName(data, now, lang === 'de' ? 'wertung' : 'standings', 'csv'), type: 'text/csv;charset=utf-8', content: standingsCsv(computeStandings(data), 'excel') })}>
        {t('exportStandings')}
      </Button>
      <Button onClick={() => void send({ name: tournamentFileName(data, now, lang === 'de' ? 'tische' : 'tables', 'csv'), type: 'text/csv;charset=utf-8', content: toGermanCsv(roundResultRows(data, lang)) })}>
        {t('exportRounds')}
      </Button>
      <Button onClick={() => void send({ name: tournamentFileName(data, now, '', 'json'), type: 'application/json', content: tournamentFileText(data) })}>
        {t('exportFile')}
      </Button>
      <Button
        disabled={log === undefined}
        onClick={() =>
          void send({
            name: tournamentFileName(data, now, lang === 'de' ? 'sicherung' : 'backup', 'json'),
            type: 'application/json',
            content: serializeJson(makeBackupBundle({ sessions: [], ruleSets: [], players: [], tournaments: [data], resultLog: log ?? [], exportedAt: now })),
          })
        }
      >
        {t('exportBackup')}
      </Button>
      {error ? <p role="alert" className="text-red-700">{error}</p> : null}
    </div>
  );
}
