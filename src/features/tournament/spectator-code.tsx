/**
 * The two codes of an online tournament, made so that a director cannot hold up the wrong one:
 * the spectators' code (the live standings, no login; on the projector too) in a green frame
 * with an open eye, and the code for a second director device in a red frame with a lock,
 * "Nur Turnierleitung" written inside the frame. Nothing is shown on the projector for a
 * tournament that is not online.
 */
import { EyeIcon, LockIcon } from '@/components/ui/icons';
import { QrCode } from '@/components/ui/qr-code';
import { useT } from '@/i18n/i18n';
import { routePath } from '@/lib/router';
import { useOnlineTournament } from '@/state/online/online';
import { onlineMessages } from './online-messages';

export function liveLink(tournamentId: string): string {
  return `${location.origin}/${routePath({ name: 'live', tournamentId })}`;
}

const KIND = {
  spectators: { frame: 'border-green-700 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100', tag: 'spectatorCodeTag', note: 'spectatorCodeNote', label: 'spectatorCode', Icon: EyeIcon },
  director: { frame: 'border-red-700 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100', tag: 'directorCodeTag', note: 'directorCodeNote', label: 'joinCode', Icon: LockIcon },
} as const;

export function LabelledCode({ kind, text, size = 'w-40' }: { kind: keyof typeof KIND; text: string; size?: string }) {
  const t = useT(onlineMessages);
  const k = KIND[kind];
  return (
    <figure className={`mt-2 inline-flex flex-col items-center gap-1 rounded-xl border-4 p-2 ${k.frame}`} data-code-kind={kind}>
      <figcaption className="text-center">
        <span className="flex items-center justify-center gap-1.5 text-base font-bold uppercase tracking-wide" data-code-icon={kind === 'spectators' ? 'eye' : 'lock'}>
          <k.Icon />
          {t(k.tag)}
        </span>
        <span className="block text-xs">{t(k.note)}</span>
      </figcaption>
      <QrCode text={text} label={t(k.label)} className={size} />
    </figure>
  );
}

export function SpectatorCode({ id }: { id: string }) {
  const t = useT(onlineMessages);
  const { online } = useOnlineTournament(id);
  if (!online) return null;
  return (
    <div className="flex items-center gap-3 text-base">
      <LabelledCode kind="spectators" text={liveLink(id)} size="w-28" />
      <p>
        <a href={routePath({ name: 'live', tournamentId: id })} className="underline">{t('liveOnPhone')}</a>
        <span className="block break-all text-sm opacity-80">{liveLink(id)}</span>
      </p>
    </div>
  );
}
