/**
 * The tournament's exports as downloads (or the share sheet where the device has one): the
 * standings, the round results, the tournament file, and the tournament's own backup (a
 * backup bundle with this tournament and every table's history, restored under Sicherung).
 */
import { useLang, useT } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { DeliveryStatus } from '@/components/ui/delivery-status';
import { computeStandings, type TournamentFile } from '@/domain/index';
import { ROUND_RESULT_TEXT_COLUMNS, roundResultRows, toGermanCsv, tournamentFileName, tournamentFileText } from '@/transfer/export-tournament';
import { makeBackupBundle, serializeJson } from '@/transfer/export-json';
import { standingsCsv } from '@/transfer/standings-csv';
import { useResultLog } from '@/state/tournament-results';
import type { OutgoingFile } from '@/transfer/share-file';
import { useFileDelivery } from '@/state/file-delivery';
import { tournamentMessages } from './messages';

export function ExportButtons({ data }: { data: TournamentFile }) {
  const t = useT(tournamentMessages);
  const lang = useLang();
  const { busy, status, deliver } = useFileDelivery();
  const now = new Date().toISOString();
  const log = useResultLog(data.id);
  // Each file is built on the tap, inside the delivery: a failure to build it is reported like one to save it.
  const send = (build: () => OutgoingFile) => deliver(build, data.name);

  return (
    <div className="mt-2 flex flex-col gap-2">
      <Button disabled={busy} onClick={() => void send(() => ({ name: tournamentFileName(data, now, lang === 'de' ? 'wertung' : 'standings', 'csv'), type: 'text/csv;charset=utf-8', content: standingsCsv(computeStandings(data), 'excel') }))}>
        {t('exportStandings')}
      </Button>
      <Button disabled={busy} onClick={() => void send(() => ({ name: tournamentFileName(data, now, lang === 'de' ? 'tische' : 'tables', 'csv'), type: 'text/csv;charset=utf-8', content: toGermanCsv(roundResultRows(data, lang), ROUND_RESULT_TEXT_COLUMNS) }))}>
        {t('exportRounds')}
      </Button>
      <Button disabled={busy} onClick={() => void send(() => ({ name: tournamentFileName(data, now, '', 'json'), type: 'application/json', content: tournamentFileText(data) }))}>
        {t('exportFile')}
      </Button>
      <Button
        disabled={busy || log === undefined}
        onClick={() =>
          void send(() => ({
            name: tournamentFileName(data, now, lang === 'de' ? 'sicherung' : 'backup', 'json'),
            type: 'application/json',
            content: serializeJson(makeBackupBundle({ sessions: [], ruleSets: [], players: [], tournaments: [data], resultLog: log ?? [], exportedAt: now })),
          }))
        }
      >
        {t('exportBackup')}
      </Button>
      <DeliveryStatus status={status} />
    </div>
  );
}
