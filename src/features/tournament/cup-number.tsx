/**
 * A registered player's cup number (tournament-format.md §1): shown in the registration,
 * suggested from the tournament's cup season (the one number the season knows for the
 * name), and edited together with the name in the player's dialog.
 */
import { useId, useState, type FormEvent } from 'react';
import { useT } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/dialog';
import type { TournamentPlayer } from '@/domain/index';
import { isDamagedSeason, useSeasonRecord, type StoredSeason } from '@/state/season-store';
import { suggestCupNumber } from '@/state/season-cup-numbers';
import type { StoredTournament } from '@/state/tournament-store';
import { useRegistrationSeason } from '@/state/oef-start';
import { tournamentMessages } from './messages';
import { tournamentSeasonMessages } from './season-messages';

/**
 * The season the tournament belongs to on this device; null when none (or it is gone). An ÖF
 * season's start list counts among its players here: the day's registration knows their numbers.
 */
export function useSeasonOf(stored: Pick<StoredTournament, 'seasonId'>): StoredSeason | null {
  const season = useSeasonRecord(stored.seasonId ?? '').read;
  return useRegistrationSeason(stored.seasonId && season && !isDamagedSeason(season) ? season : null);
}

/** The number shown after a player's name, or a one-tap suggestion from the season. */
export function CupNumberBadge({ player, season, onTake }: { player: TournamentPlayer; season: StoredSeason | null; onTake: (number: string) => void }) {
  const t = useT(tournamentSeasonMessages);
  if (player.cupNumber !== undefined) {
    return <span className="ml-2 rounded bg-stone-200 px-1 text-xs font-semibold text-stone-900 dark:bg-stone-700 dark:text-stone-100">{t('cupNumberBadge', { number: player.cupNumber })}</span>;
  }
  const suggestion = suggestCupNumber(season?.data, player.name);
  if (suggestion === null) return null;
  return (
    <button
      type="button"
      className="ml-2 min-h-11 rounded-lg px-2 text-sm font-semibold text-green-900 underline hover:bg-green-900/10 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:text-green-200"
      aria-label={t('takeSuggestion', { number: suggestion, name: player.name })}
      onClick={() => onTake(suggestion)}
    >
      {t('take', { number: suggestion })}
    </button>
  );
}

export interface PlayerEditDialogProps {
  player: TournamentPlayer | null;
  season: StoredSeason | null;
  maxNameLength: number;
  onCancel: () => void;
  onSave: (player: TournamentPlayer, name: string, cupNumber: string) => void;
}

/** The pencil's dialog: the player's name and cup number. */
export function PlayerEditDialog({ player, season, maxNameLength, onCancel, onSave }: PlayerEditDialogProps) {
  const tm = useT(tournamentMessages);
  const id = useId();
  return (
    <Modal open={player !== null} onCancel={onCancel} labelledBy={`${id}-title`}>
      {player ? (
        <>
          <h2 id={`${id}-title`} className="text-lg font-bold">{tm('renameTitle')}</h2>
          <PlayerEditForm key={player.id} player={player} season={season} maxNameLength={maxNameLength} onCancel={onCancel} onSave={onSave} />
        </>
      ) : null}
    </Modal>
  );
}

function PlayerEditForm({ player, season, maxNameLength, onCancel, onSave }: Omit<PlayerEditDialogProps, 'player'> & { player: TournamentPlayer }) {
  const t = useT(tournamentSeasonMessages);
  const tm = useT(tournamentMessages);
  const [name, setName] = useState(player.name);
  const [cupNumber, setCupNumber] = useState(player.cupNumber ?? '');
  const suggestion = cupNumber.trim() === '' ? suggestCupNumber(season?.data, name) : null;
  function submit(e: FormEvent) {
    e.preventDefault();
    onSave(player, name, cupNumber);
  }
  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-3">
      <TextField label={tm('playerName')} value={name} maxLength={maxNameLength} autoFocus onChange={(e) => setName(e.target.value)} />
      <TextField label={t('cupNumber')} hint={t('cupNumberHint')} value={cupNumber} maxLength={20} onChange={(e) => setCupNumber(e.target.value)} />
      {suggestion !== null ? (
        <Button onClick={() => setCupNumber(suggestion)}>{t('suggested', { number: suggestion })}</Button>
      ) : null}
      <div className="mt-2 flex justify-end gap-2">
        <Button onClick={onCancel}>{tm('cancel')}</Button>
        <Button type="submit" variant="primary">{tm('save')}</Button>
      </div>
    </form>
  );
}
