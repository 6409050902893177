/**
 * The tournament's exports as downloads (or the share sheet where the device has one): the
 * standings, the round results, the tournament file, and the tournament's own backup (a
 * backup bundle with this tournament and every table's history, restored under Sicherung).
 * A tournament whose tables have hand-in keys asks before either JSON file goes out whether
 * the keys go with it: whoever holds a key can sign that table's results. The tournament file
 * usually goes to someone else (the cup's organiser), so it offers to go without them; the
 * tournament's backup is for a device of the director's own, and a device that restored it
 * without keys would take unsigned hand-ins from those tables, so it offers to keep them.
 */
import { useState } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { TableKeysDialog } from '@/components/ui/table-keys-dialog';
import { DeliveryStatus } from '@/components/ui/delivery-status';
import { computeStandings, type TournamentFile } from '@/domain/index';
import { ROUND_RESULT_TEXT_COLUMNS, roundResultRows, toGermanCsv, tournamentFileName, tournamentFileText } from '@/transfer/export-tournament';
import { countTableKeys, makeBackupBundle, serializeJson } from '@/transfer/export-json';
import { standingsCsv } from '@/transfer/standings-csv';
import { useResultLog } from '@/state/tournament-results';
import type { OutgoingFile } from '@/transfer/share-file';
import { useFileDelivery } from '@/state/file-delivery';
import { tournamentMessages } from './messages';

type KeyedFile = 'file' | 'backup';

export function ExportButtons({ data }: { data: TournamentFile }) {
  const t = useT(tournamentMessages);
  const lang = useLang();
  const { busy, status, deliver } = useFileDelivery();
  const now = new Date().toISOString();
  const log = useResultLog(data.id);
  const keys = countTableKeys([data]);
  const [asking, setAsking] = useState<KeyedFile | null>(null);
  // Each file is built on the tap, inside the delivery: a failure to build it is reported like one to save it.
  const send = (build: () => OutgoingFile) => deliver(build, data.name);
  const sendJson = (which: KeyedFile, withoutKeys: boolean) => {
    setAsking(null);
    if (which === 'file') {
      void send(() => ({ name: tournamentFileName(data, now, '', 'json'), type: 'application/json', content: tournamentFileText(data, { withoutKeys }) }));
      return;
    }
    void send(() => ({
      name: tournamentFileName(data, now, lang === 'de' ? 'sicherung' : 'backup', 'json'),
      type: 'application/json',
      content: serializeJson(makeBackupBundle({ sessions: [], ruleSets: [], players: [], tournaments: [data], resultLog: log ?? [], withoutKeys, exportedAt: now })),
    }));
  };
  // Without keys there is nothing to ask: the file goes out as stored.
  const ask = (which: KeyedFile) => (keys > 0 ? setAsking(which) : sendJson(which, false));

  return (
    <div className="mt-2 flex flex-col gap-2">
      <Button disabled={busy} onClick={() => void send(() => ({ name: tournamentFileName(data, now, lang === 'de' ? 'wertung' : 'standings', 'csv'), type: 'text/csv;charset=utf-8', content: standingsCsv(computeStandings(data), 'excel') }))}>
        {t('exportStandings')}
      </Button>
      <Button disabled={busy} onClick={() => void send(() => ({ name: tournamentFileName(data, now, lang === 'de' ? 'tische' : 'tables', 'csv'), type: 'text/csv;charset=utf-8', content: toGermanCsv(roundResultRows(data, lang), ROUND_RESULT_TEXT_COLUMNS) }))}>
        {t('exportRounds')}
      </Button>
      <Button disabled={busy} onClick={() => ask('file')}>
        {t('exportFile')}
      </Button>
      <Button disabled={busy || log === undefined} onClick={() => ask('backup')}>
        {t('exportBackup')}
      </Button>
      <DeliveryStatus status={status} />
      <TableKeysDialog
        open={asking !== null}
        message={
          <>
            <p>{t(asking === 'backup' ? 'exportKeysBackup' : 'exportKeysFile', { n: keys })}</p>
            <p className="mt-2">{t('exportKeysWho')}</p>
            <p className="mt-2">{t('exportKeysRisk')}</p>
          </>
        }
        // The main choice: without keys for the file, with them for the backup.
        main={asking === 'backup' ? 'with' : 'without'}
        onSend={(withoutKeys) => sendJson(asking!, withoutKeys)}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
