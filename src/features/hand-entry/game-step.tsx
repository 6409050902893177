/** The game: a grid of games in the order tables think of them, folded into one "Spiel ändern" chip once chosen. */
import type { RefObject } from 'react';
import { pickerOrder, type GameId, type RuleSet } from '@/domain/index';
import { useLang, useT } from '@/i18n/i18n';
import { gameName } from '@/lib/tarock-names';
import { ChoiceButton, ChoiceGroup } from './choice';
import { messages } from './messages';

export interface GameStepProps {
  rules: RuleSet;
  game: GameId | null;
  showGrid: boolean;
  error: string | null;
  chipRef: RefObject<HTMLButtonElement | null>;
  onGame: (game: GameId) => void;
  onOpenGrid: () => void;
}

export function GameStep({ rules, game, showGrid, error, chipRef, onGame, onOpenGrid }: GameStepProps) {
  const t = useT(messages);
  const lang = useLang();
  if (showGrid) {
    return (
      <ChoiceGroup label={t('game')} columns={3} error={error}>
        {pickerOrder(rules.games).map((g) => (
          <ChoiceButton key={g} pressed={g === game} onClick={() => onGame(g)}>
            {gameName(g, lang)}
          </ChoiceButton>
        ))}
      </ChoiceGroup>
    );
  }
  if (game === null) return null;
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm font-semibold text-stone-700 dark:text-stone-300">{t('game')}</span>
      <button
        ref={chipRef}
        type="button"
        aria-label={t('changeGame', { game: gameName(game, lang) })}
        onClick={onOpenGrid}
        className="inline-flex min-h-12 flex-1 items-center justify-between rounded-xl border border-green-800 bg-green-50 px-4 text-lg font-bold text-green-900 focus-visible:outline-3 focus-visible:outline-yellow-400 dark:border-green-500 dark:bg-green-950 dark:text-green-100"
      >
        <span>{gameName(game, lang)}</span>
        <span aria-hidden="true" className="text-sm font-medium underline">
          {t('change')}
        </span>
      </button>
    </div>
  );
}
