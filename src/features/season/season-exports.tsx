/**
 * A season's exports: the Saisonwertung as CSV and the season file. The season file embeds its
 * tournaments as files, and those may carry their tables' hand-in keys: before it goes out the
 * organiser is told how many and chooses, without them by default — a season takes no
 * hand-ins, the file goes to other people (clubs, the ÖF, a results page), and whoever holds a
 * key can sign that table's results.
 */
import { useState } from 'react';
import { useLang, useT } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { TableKeysDialog } from '@/components/ui/table-keys-dialog';
import { DeliveryStatus } from '@/components/ui/delivery-status';
import { computeSeasonStandings } from '@/domain/season/season-standings';
import type { SeasonFile } from '@/domain/season/model';
import { countSeasonTableKeys } from '@/transfer/export-json';
import { seasonFileName, seasonFileText, seasonStandingsCsv } from '@/transfer/export-season';
import type { OutgoingFile } from '@/transfer/share-file';
import { useFileDelivery } from '@/state/file-delivery';
import { seasonMessages } from './messages';
import { seasonTitle } from './shared';

export function SeasonExports({ data }: { data: SeasonFile }) {
  const t = useT(seasonMessages);
  const lang = useLang();
  const delivery = useFileDelivery();
  const keys = countSeasonTableKeys(data);
  const [asking, setAsking] = useState(false);
  // Each file is built on the tap, inside the delivery: a failure to build it is reported like one to save it.
  const send = (build: () => OutgoingFile) => delivery.deliver(build, seasonTitle(data));
  const sendFile = (withoutKeys: boolean) => {
    setAsking(false);
    void send(() => ({ name: seasonFileName(data, '', 'json'), type: 'application/json', content: seasonFileText(data, { withoutKeys }) }));
  };

  return (
    <section className="mt-6" aria-labelledby="season-exports">
      <h2 id="season-exports" className="text-lg font-bold">{t('exports')}</h2>
      {data.tournaments.length > 0 ? (
        <div className="mt-2 flex flex-col gap-2">
          <Button disabled={delivery.busy} onClick={() => void send(() => ({ name: seasonFileName(data, lang === 'de' ? 'wertung' : 'standings', 'csv'), type: 'text/csv;charset=utf-8', content: seasonStandingsCsv(computeSeasonStandings(data), lang) }))}>
            {t('exportCsv')}
          </Button>
          <Button disabled={delivery.busy} onClick={() => (keys > 0 ? setAsking(true) : sendFile(false))}>
            {t('exportFile')}
          </Button>
        </div>
      ) : (
        <p className="mt-2 text-sm">{t('exportNeedsTournament')}</p>
      )}
      <DeliveryStatus status={delivery.status} className="mt-2" />
      <TableKeysDialog
        open={asking}
        message={
          <>
            <p>{t('exportKeysText', { n: keys })}</p>
            <p className="mt-2">{t('exportKeysWhy')}</p>
          </>
        }
        main="without"
        onSend={sendFile}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
