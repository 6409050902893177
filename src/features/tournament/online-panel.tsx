/**
 * The director's "Online" section of a tournament: connect to a sync server once, put the
 * tournament online, and from then on the sync state (online, last synced, changes waiting)
 * with "Jetzt synchronisieren", conflicts between devices, network hand-ins waiting, the
 * current round's network hand-in open or closed, and the codes for a second director device
 * and for spectators.
 */
import { formatClock } from '@/lib/dates';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { QrCode } from '@/components/ui/qr-code';
import { useLang, useT } from '@/i18n/i18n';
import { onlineErrorText } from '@/i18n/online-error-text';
import { firstError } from '@/state/result';
import { routePath } from '@/lib/router';
import {
  connectServer,
  defaultServerUrl,
  disconnectServer,
  keepBothVersions,
  keepVersion,
  openRounds,
  putTournamentOnline,
  resolveDecision,
  setRoundOpen,
  syncNow,
  tableLoginCodes,
  useOnlineTournament,
  type OnlineErrorCode,
  type ShownStatus,
  type SyncStatus,
} from '@/state/online/online';
import type { TournamentFile } from '@/domain/tournament/model';
import { onlineMessages } from './online-messages';
import { NetworkHandInReview, type WaitingEntry } from './network-hand-in-review';
import { refusalReason } from './refusal-reason';
import { LabelledCode, liveLink } from './spectator-code';

export function OnlinePanel({ data }: { data: TournamentFile }) {
  const t = useT(onlineMessages);
  const { loaded, online, connection, status, shown } = useOnlineTournament(data.id);
  return (
    <section aria-labelledby="online-heading" className="mt-8">
      <h2 id="online-heading" className="text-lg font-bold">{t('heading')}</h2>
      {!loaded ? null : !connection ? (
        <>
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t('intro')}</p>
          <ConnectForm />
        </>
      ) : !online ? (
        <PutOnline id={data.id} name={connection.name} />
      ) : (
        <OnlineState data={data} status={status} shown={shown} />
      )}
    </section>
  );
}

function ConnectForm() {
  const t = useT(onlineMessages);
  const lang = useLang();
  const [url, setUrl] = useState(defaultServerUrl());
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OnlineErrorCode | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const out = await connectServer({ url, name: name.trim(), password });
    setBusy(false);
    if (!out.ok) setError(firstError(out).code);
  };
  return (
    <form className="mt-3 flex flex-col gap-3" onSubmit={(e) => void submit(e)}>
      <TextField label={t('serverUrl')} value={url} onChange={(e) => setUrl(e.target.value)} inputMode="url" autoComplete="url" required />
      <TextField label={t('loginName')} value={name} onChange={(e) => setName(e.target.value)} autoComplete="username" required />
      <TextField label={t('password')} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
      {error ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{onlineErrorText(error, lang)}</p> : null}
      <Button type="submit" variant="primary" disabled={busy}>{busy ? t('connecting') : t('connect')}</Button>
    </form>
  );
}

function PutOnline({ id, name }: { id: string; name: string }) {
  const t = useT(onlineMessages);
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OnlineErrorCode | null>(null);
  return (
    <div className="mt-2 flex flex-col gap-2">
      <p className="text-sm">{t('connectedAs', { name })}</p>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('putOnlineHint')}</p>
      {error ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{onlineErrorText(error, lang)}</p> : null}
      <Button
        variant="primary"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          void putTournamentOnline(id).then((out) => {
            setBusy(false);
            if (!out.ok) setError(firstError(out).code);
          });
        }}
      >
        {t('putOnline')}
      </Button>
      <Button onClick={() => void disconnectServer()}>{t('disconnect')}</Button>
    </div>
  );
}


/** The sync state as the server answered it: "Online" only while it answers, "nichts wartet" only when it has everything. */
export function SyncStatusLine({ shown }: { shown: ShownStatus }) {
  const t = useT(onlineMessages);
  const lang = useLang();
  const phase = {
    connecting: t('phaseConnecting'),
    online: t('phaseIdle'),
    syncing: t('phaseActive'),
    offline: t('phaseOffline'),
    down: t('phaseDown'),
    empty: t('phaseEmpty'),
    login: t('phaseLogin'),
    error: t('phaseError'),
  }[shown.phase];
  const dot = shown.phase === 'online' || shown.phase === 'syncing' ? 'bg-green-600' : shown.phase === 'connecting' || shown.phase === 'empty' ? 'bg-amber-500' : 'bg-red-600';
  const n = shown.pending;
  return (
    <p role="status" aria-live="polite" className="flex flex-wrap items-center gap-x-2 text-sm" data-sync-phase={shown.phase} data-sync-pending={n}>
      <span aria-hidden className={`inline-block h-3 w-3 rounded-full ${dot}`} />
      <strong>{phase}</strong>
      <span>· {shown.lastSyncedAt ? t('lastSynced', { time: formatClock(shown.lastSyncedAt, lang) }) : t('neverSynced')}</span>
      <span>· {n === 0 ? (shown.phase === 'online' ? t('nothingPending') : t('nothingPendingHere')) : n === 1 ? t('pendingOne') : t('pending', { n })}</span>
    </p>
  );
}

function OnlineState({ data, status, shown }: { data: TournamentFile; status: SyncStatus | null; shown: ShownStatus }) {
  const t = useT(onlineMessages);
  const lang = useLang();
  const [reviewing, setReviewing] = useState<WaitingEntry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const joinLink = `${location.origin}/${routePath({ name: 'online-join', tournamentId: data.id })}`;
  return (
    <div className="mt-2 flex flex-col gap-3">
      <SyncStatusLine shown={shown} />
      {shown.error ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{onlineErrorText(shown.error, lang)}</p> : null}
      {shown.phase === 'down' || shown.phase === 'offline' || shown.phase === 'empty' || shown.phase === 'login' ? (
        <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="sync-explanation">{t(`explain_${shown.phase}`)}</p>
      ) : null}
      <Button onClick={() => syncNow(data.id)}>{t('syncNow')}</Button>

      {status && status.conflicts.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t('conflictsHeading')}</h3>
          <ul className="mt-1 flex flex-col gap-2">
            {status.conflicts.map((c) => (
              <li key={c.id} className="rounded-lg border border-amber-400 p-2 text-sm">
                {c.decision && c.round !== undefined && c.table !== undefined ? (
                  <>
                    {t('conflictDecision', { round: c.round, table: c.table })}
                    <span className="mt-1 flex flex-wrap gap-2">
                      <Button onClick={() => void resolveDecision(data.id, c.id, 'accepted')}>{t('newCounts')}</Button>
                      <Button onClick={() => void resolveDecision(data.id, c.id, 'rejected')}>{t('storedCounts')}</Button>
                    </span>
                  </>
                ) : (
                  <>
                    {c.round !== undefined && c.table !== undefined
                      ? t('conflictResult', { round: c.round, table: c.table })
                      : c.versions?.some((v) => v.player) ? t('conflictPlayerVersions') : t('conflictOther', { id: c.id })}
                    {c.versions?.some((v) => v.player) ? (
                      <span className="mt-1 flex flex-wrap gap-2">
                        {c.versions.map((v) => (
                          <Button key={v.rev} onClick={() => void keepVersion(data.id, c.id, v.rev)}>{t('keepVersion', { name: v.player?.name ?? '?' })}</Button>
                        ))}
                        {c.canKeepBoth ? <Button onClick={() => void keepBothVersions(data.id, c.id)}>{t('keepBoth')}</Button> : null}
                      </span>
                    ) : (
                      <Button className="mt-1" onClick={() => void keepVersion(data.id, c.id)}>{t('keepShown')}</Button>
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {status && status.handIns.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t('handInsHeading')}</h3>
          <ul className="mt-1 flex flex-col gap-2 text-sm">
            {status.handIns.map((h) => (
              <li key={h.id} data-testid="waiting-hand-in">
                {h.state === 'needs-confirmation'
                  ? t(h.reason === 'hand-count' ? 'handInCount' : h.reason === 'round-closed' ? 'handInLate' : 'handInConfirm', { round: h.round, table: h.table })
                  : h.reason === 'forged' ? t('handInForged', { round: h.round, table: h.table }) : t('handInRefused', { round: h.round, table: h.table, reason: refusalReason(h.reason, t) })}
                {h.state === 'needs-confirmation' ? (
                  <Button className="mt-1" onClick={() => setReviewing({ id: h.id, round: h.round, table: h.table })}>{t('review')}</Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {notice ? <p role="status" className="text-sm">{notice}</p> : null}
      <NetworkHandInReview
        data={data}
        entry={reviewing}
        onDone={(text) => {
          setReviewing(null);
          setNotice(text);
        }}
      />

      {data.rounds.length > 0 ? <RoundOpen id={data.id} round={data.rounds.length} tables={data.rounds[data.rounds.length - 1]!.tables.map((x) => x.table)} heard={status?.openRounds} /> : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('spectatorsHint')}</p>
          <LabelledCode kind="spectators" text={liveLink(data.id)} />
          <LinkButton href={routePath({ name: 'live', tournamentId: data.id })} className="mt-2">{t('openLive')}</LinkButton>
        </div>
        <div>
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('secondDeviceHint')}</p>
          <LabelledCode kind="director" text={joinLink} />
          <p className="mt-1 break-all text-xs">{joinLink}</p>
        </div>
      </div>
    </div>
  );
}

/** Whether the round takes network hand-ins: asked at first, then as heard from the server (another desk may open or close it). */
function RoundOpen({ id, round, tables, heard }: { id: string; round: number; tables: number[]; heard: number[] | undefined }) {
  const t = useT(onlineMessages);
  const lang = useLang();
  const [open, setOpen] = useState<boolean | null>(null);
  const [error, setError] = useState<OnlineErrorCode | null>(null);
  useEffect(() => {
    let live = true;
    void openRounds(id).then((rounds) => {
      if (live && rounds) setOpen(rounds.includes(round));
    });
    return () => {
      live = false;
    };
  }, [id, round]);
  useEffect(() => {
    if (heard) setOpen(heard.includes(round));
  }, [heard, round]);
  if (open === null) return null;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm">{open ? t('roundOpen', { n: round }) : t('roundClosed', { n: round })}</p>
      {error ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{onlineErrorText(error, lang)}</p> : null}
      <Button
       
        onClick={() =>
          void setRoundOpen(id, round, !open).then((out) => {
            if (out.ok) setOpen(!open);
            else setError(firstError(out).code);
          })
        }
      >
        {open ? t('closeRound') : t('openRound')}
      </Button>
      {open ? <TableCodes id={id} round={round} tables={tables} /> : null}
    </div>
  );
}

/**
 * The tables' network logins for the round, as codes their phones scan. Showing them (on any
 * desk, as often as needed) keeps every phone logged in; new logins are a separate action with
 * a confirmation, since the phones that scanned the old codes then need the new ones.
 */
function TableCodes({ id, round, tables }: { id: string; round: number; tables: number[] }) {
  const t = useT(onlineMessages);
  const lang = useLang();
  const [codes, setCodes] = useState<{ table: number; code: string }[] | null>(null);
  const [error, setError] = useState<OnlineErrorCode | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const load = (reissue: boolean) =>
    void tableLoginCodes(id, round, tables, { reissue }).then((out) => {
      if (out.ok) {
        setCodes(out.value);
        setError(null);
        setNotice(reissue ? t('tableCodesReissued') : null);
      } else setError(firstError(out).code);
    });
  return (
    <div className="mt-2">
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('tableCodesHint')}</p>
      {error ? <p role="alert" className="text-sm text-red-700 dark:text-red-300">{onlineErrorText(error, lang)}</p> : null}
      {notice ? <p role="status" className="text-sm">{notice}</p> : null}
      {codes ? null : (
        <Button className="mt-1" onClick={() => load(false)}>
          {t('tableCodes')}
        </Button>
      )}
      {codes ? (
        <>
          <ul className="mt-2 grid grid-cols-2 gap-3" aria-label={t('tableCodesList', { n: round })}>
            {codes.map((c) => {
              const link = `${location.origin}/${routePath({ name: 'online-table', code: c.code })}`;
              return (
                <li key={c.table}>
                  <QrCode text={link} label={t('tableCode', { table: c.table })} className="w-36" />
                  <a href={link} className="text-sm underline">{t('tableCode', { table: c.table })}</a>
                </li>
              );
            })}
          </ul>
          <Button className="mt-2" onClick={() => setConfirming(true)}>{t('tableCodesReissue')}</Button>
        </>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('tableCodesReissueTitle')}
        message={t('tableCodesReissueMessage', { n: round })}
        confirmLabel={t('tableCodesReissueConfirm')}
        cancelLabel={t('cancel')}
        danger
        onConfirm={() => {
          setConfirming(false);
          load(true);
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
