/**
 * A second director device joins an online tournament from the first device's code: after
 * the director's login on this device, the tournament is fetched and kept in sync.
 */
import { useState, type ReactNode } from 'react';
import { Screen } from '@/components/ui/screen';
import { Button, LinkButton } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useLang, useT } from '@/i18n/i18n';
import { onlineErrorText } from '@/i18n/online-error-text';
import { firstError } from '@/state/result';
import { routePath } from '@/lib/router';
import { connectServer, defaultServerUrl, joinTournament, useOnlineTournament, type OnlineErrorCode } from '@/state/online/online';
import { RecordGate } from '@/components/ui/record-gate';
import { deleteTournament, isDamaged, useTournamentRecord } from '@/state/tournament-store';
import { liveMessages } from './messages';

export function JoinScreen({ tournamentId }: { tournamentId: string }) {
  const t = useT(liveMessages);
  const lang = useLang();
  const { connection, online } = useOnlineTournament(tournamentId);
  const stored = useTournamentRecord(tournamentId);
  const [url, setUrl] = useState(defaultServerUrl());
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<OnlineErrorCode | null>(null);
  const [busy, setBusy] = useState(false);

  const join = async () => {
    setBusy(true);
    setError(null);
    if (!connection) {
      const c = await connectServer({ url, name: name.trim(), password });
      if (!c.ok) {
        setBusy(false);
        setError(firstError(c).code);
        return;
      }
    }
    const out = await joinTournament(tournamentId);
    setBusy(false);
    if (!out.ok) setError(firstError(out).code);
  };

  const back = { href: routePath({ name: 'tournaments' }), label: t('back') };
  const page = (body: ReactNode) => (
    <Screen title={t('joinTitle')} back={back}>
      <p>{t('joinIntro')}</p>
      {body}
    </Screen>
  );
  const joining = online && connection ? (
    <p role="status" className="mt-4">{t('joining')}</p>
  ) : (
    <form className="mt-4 flex flex-col gap-3" onSubmit={(e) => { e.preventDefault(); void join(); }}>
      {!connection ? (
        <>
          <p className="text-sm">{t('joinNeedsLogin')}</p>
          <TextField label={t('serverUrl')} value={url} onChange={(e) => setUrl(e.target.value)} inputMode="url" required />
          <TextField label={t('loginName')} value={name} onChange={(e) => setName(e.target.value)} autoComplete="username" required />
          <TextField label={t('password')} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
        </>
      ) : null}
      {error ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{onlineErrorText(error, lang)}</p> : null}
      <Button type="submit" variant="primary" disabled={busy}>{busy ? t('joining') : t('join')}</Button>
    </form>
  );

  // Not on this device yet: the way to fetch it. Once it is stored, the way to open it.
  return (
    <RecordGate kind="tournament" {...stored} isDamaged={isDamaged} remove={deleteTournament} title={t('joinTitle')} back={back} notFound={() => page(joining)}>
      {() =>
        page(
          <div className="mt-4 flex flex-col gap-2">
            <p role="status">{t('joined')}</p>
            <LinkButton href={routePath({ name: 'tournament', tournamentId, view: { kind: 'overview' } })} variant="primary">{t('openTournament')}</LinkButton>
          </div>,
        )
      }
    </RecordGate>
  );
}
