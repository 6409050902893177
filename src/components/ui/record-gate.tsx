/**
 * What every screen of one stored record shows before the record itself, beside the evenings'
 * gate (`evening-gate.tsx`): a tournament's screens (with the round's table cards, the
 * scanner and the live join) and a cup season's screens. The live hook's answer decides:
 *  - loading (undefined): "Wird geladen …" under the screen's title, the focus where it is;
 *  - not found (null): the record is not on this device, with the way to the list of its
 *    kind — or the screen's own answer to that (the live join offers to fetch it);
 *  - damaged (its stored file fails the check when it is read): says so, lists what is wrong
 *    as the import would, and offers to delete it; nothing of the record is used;
 *  - unreadable (the storage refused the read: a full disk, an IndexedDB error): the storage's
 *    words on why and what to do, and a retry — never the app's error page;
 *  - ready: the screen itself, given the record.
 */
import { useState, type ReactNode } from 'react';
import { seasonProblemText, type TournamentProblemLike } from '@/i18n/engine-error-text';
import { useLang, useT, type Messages } from '@/i18n/i18n';
import { damagedSeasonText, damagedTournamentText, storageErrorText } from '@/i18n/storage-error-text';
import { navigate, routePath } from '@/lib/router';
import { Button } from './button';
import { ConfirmDialog } from './dialog';
import { ProblemAlert } from './problem-alert';
import { Screen } from './screen';
import { showToast } from './toast';
import { StorageFailureBox } from './storage-message';

export type RecordKind = 'tournament' | 'season';

/** A damaged record as the repositories read it: its id, its name as far as it can be read, the check's problems. */
export interface DamagedRecord {
  id: string;
  name: string | null;
  problems: readonly (TournamentProblemLike & { tournament?: number })[];
}

/** Where reading a stored record stands. */
export type RecordStatus<T, D extends T> = { status: 'loading' } | { status: 'not-found' } | { status: 'damaged'; damaged: D } | { status: 'ready'; record: Exclude<T, D> };

/**
 * The live hook's answer (a sound or a damaged record; undefined while loading, null when
 * there is none) as the gate's four states.
 */
export function recordStatus<T, D extends T>(read: T | null | undefined, isDamaged: (read: T) => read is D): RecordStatus<T, D> {
  if (read === undefined) return { status: 'loading' };
  if (read === null) return { status: 'not-found' };
  return isDamaged(read) ? { status: 'damaged', damaged: read } : { status: 'ready', record: read as Exclude<T, D> };
}

const messages = {
  de: {
    loading: 'Wird geladen …',
    back: 'Zurück',
    retry: 'Nochmal versuchen',
    tournamentUnreadableNow: 'Dieses Turnier kann gerade nicht gelesen werden.',
    seasonUnreadableNow: 'Diese Saison kann gerade nicht gelesen werden.',
    cancel: 'Abbrechen',
    failed: 'Das hat nicht geklappt: {message}',
    deleted: '„{name}“ gelöscht',
    tournamentList: 'Turniere',
    tournamentNotFound: 'Dieses Turnier gibt es auf diesem Gerät nicht.',
    tournamentDamaged: 'Turnier beschädigt',
    tournamentUnreadable: 'Turnier ohne lesbaren Namen',
    tournamentDelete: 'Turnier löschen',
    tournamentDeleteTitle: 'Turnier löschen?',
    tournamentDeleteBody: '„{name}“ mit allen Runden und Ergebnissen wird von diesem Gerät gelöscht. Exportiere vorher die Turnierdatei, wenn du sie noch brauchst.',
    seasonList: 'Cup-Saisonen',
    seasonNotFound: 'Diese Saison gibt es auf diesem Gerät nicht.',
    seasonDamaged: 'Saison beschädigt',
    seasonUnreadable: 'Saison ohne lesbaren Namen',
    seasonDelete: 'Saison löschen',
    seasonDeleteTitle: 'Saison löschen?',
    seasonDeleteBody: 'Die Saison „{name}“ wird von diesem Gerät gelöscht. Die Turniere dieses Geräts bleiben.',
  },
  en: {
    loading: 'Loading …',
    back: 'Back',
    retry: 'Try again',
    tournamentUnreadableNow: 'This tournament cannot be read right now.',
    seasonUnreadableNow: 'This season cannot be read right now.',
    cancel: 'Cancel',
    failed: 'That did not work: {message}',
    deleted: '“{name}” deleted',
    tournamentList: 'Tournaments',
    tournamentNotFound: 'This tournament is not on this device.',
    tournamentDamaged: 'Tournament damaged',
    tournamentUnreadable: 'Tournament without a readable name',
    tournamentDelete: 'Delete tournament',
    tournamentDeleteTitle: 'Delete tournament?',
    tournamentDeleteBody: '“{name}” with all rounds and results will be deleted from this device. Export the tournament file first if you still need it.',
    seasonList: 'Cup seasons',
    seasonNotFound: 'This season is not on this device.',
    seasonDamaged: 'Season damaged',
    seasonUnreadable: 'Season without a readable name',
    seasonDelete: 'Delete the season',
    seasonDeleteTitle: 'Delete the season?',
    seasonDeleteBody: 'The season "{name}" is deleted from this device. This device\'s tournaments stay.',
  },
} satisfies Messages;

export interface RecordGateProps<T, D extends T & DamagedRecord> {
  kind: RecordKind;
  /** The live hook's answer: a sound or a damaged record, undefined while loading, null when there is none. */
  read: T | null | undefined;
  isDamaged: (read: T) => read is D;
  /** The storage refused the read (a `StorageError`, worded by the storage's translation); null or absent when it did not. */
  failure?: unknown;
  /** Reads the record again after a failure. */
  retry?: () => void;
  /** Deletes a damaged record (the state layer's delete); then the list of its kind is shown. */
  remove: (id: string) => Promise<void>;
  /** The screen's title while loading. */
  title: string;
  /** The screen's back link while loading (not found and damaged lead to the list of its kind). */
  back: { href: string; label: string };
  /** The screen's own answer when there is no such record (else "not on this device"). */
  notFound?: () => ReactNode;
  /** The screen, given the record. */
  children: (record: Exclude<T, D>) => ReactNode;
}

export function RecordGate<T, D extends T & DamagedRecord>({ kind, read, isDamaged, failure, retry, remove, title, back, notFound, children }: RecordGateProps<T, D>) {
  const t = useT(messages);
  const lang = useLang();
  const state = recordStatus(read, isDamaged);
  const list = { href: routePath({ name: kind === 'tournament' ? 'tournaments' : 'seasons' }), label: t('back') };
  if (failure !== null && failure !== undefined && state.status === 'loading') {
    return (
      <Screen title={title} back={back}>
        <StorageFailureBox
          className="mt-0"
          title={t(kind === 'tournament' ? 'tournamentUnreadableNow' : 'seasonUnreadableNow')}
          message={storageErrorText(failure, lang)}
          {...(retry ? { retry: { label: t('retry'), onRetry: retry } } : {})}
        />
      </Screen>
    );
  }
  switch (state.status) {
    case 'loading':
      return (
        <Screen title={title} back={back} focusTitle={false}>
          <p role="status">{t('loading')}</p>
        </Screen>
      );
    case 'not-found':
      if (notFound) return <>{notFound()}</>;
      return (
        <Screen title={t(kind === 'tournament' ? 'tournamentList' : 'seasonList')} back={list}>
          <p role="alert" className="text-base">{t(kind === 'tournament' ? 'tournamentNotFound' : 'seasonNotFound')}</p>
        </Screen>
      );
    case 'damaged':
      return <DamagedRecordScreen kind={kind} damaged={state.damaged} back={list} remove={remove} />;
    case 'ready':
      return <>{children(state.record)}</>;
  }
}

function DamagedRecordScreen({ kind, damaged, back, remove }: { kind: RecordKind; damaged: DamagedRecord; back: { href: string; label: string }; remove: (id: string) => Promise<void> }) {
  const t = useT(messages);
  const lang = useLang();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const tournament = kind === 'tournament';
  const name = damaged.name ?? t(tournament ? 'tournamentUnreadable' : 'seasonUnreadable');
  const deleteLabel = t(tournament ? 'tournamentDelete' : 'seasonDelete');
  const onDelete = () =>
    void remove(damaged.id).then(
      () => {
        showToast({ message: t('deleted', { name }) });
        navigate({ name: tournament ? 'tournaments' : 'seasons' }, { replace: true });
      },
      (err: unknown) => showToast({ message: t('failed', { message: storageErrorText(err, lang) }) }),
    );
  return (
    <Screen title={t(tournament ? 'tournamentDamaged' : 'seasonDamaged')} back={back}>
      <p className="text-lg font-bold"><bdi>{name}</bdi></p>
      <p role="alert" className="mt-2 text-base">{tournament ? damagedTournamentText(lang) : damagedSeasonText(lang)}</p>
      <ProblemAlert lines={damaged.problems.map((p) => seasonProblemText(p, lang))} />
      <div className="mt-6">
        <Button variant="danger" onClick={() => setConfirmDelete(true)}>{deleteLabel}</Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        danger
        title={t(tournament ? 'tournamentDeleteTitle' : 'seasonDeleteTitle')}
        message={t(tournament ? 'tournamentDeleteBody' : 'seasonDeleteBody', { name })}
        confirmLabel={deleteLabel}
        cancelLabel={t('cancel')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          onDelete();
        }}
      />
    </Screen>
  );
}
