/**
 * On the projector of an online tournament: a code (and the short link) that opens the live
 * standings on a spectator's phone. Nothing is shown for a tournament that is not online.
 */
import { QrCode } from '@/components/ui/qr-code';
import { useT } from '@/i18n/i18n';
import { routePath } from '@/lib/router';
import { useOnlineTournament } from '@/state/online/online';
import { liveLink } from './online-panel';
import { onlineMessages } from './online-messages';

export function SpectatorCode({ id }: { id: string }) {
  const t = useT(onlineMessages);
  const { online } = useOnlineTournament(id);
  if (!online) return null;
  return (
    <figure className="flex items-center gap-3 text-base">
      <QrCode text={liveLink(id)} label={t('spectatorCode')} className="w-28 shrink-0" />
      <figcaption>
        <a href={routePath({ name: 'live', tournamentId: id })} className="underline">{t('liveOnPhone')}</a>
        <span className="block break-all text-sm opacity-80">{liveLink(id)}</span>
      </figcaption>
    </figure>
  );
}
