/** The rare extras: Renonce, Schleifen, king in the talon, double stake, note, manual amounts, strike. */
import { PlayerName } from '@/components/ui/player-name';
import { GAMES } from '@/domain/index';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { useT } from '@/i18n/i18n';
import { ChoiceButton, ChoiceGroup } from './choice';
import { messages } from './messages';
import type { PanelProps } from './panel-props';
import { chooseMode } from './use-hand-draft';

export function MorePanel({ draft, ctx, table, names, update, errorFor, id }: PanelProps & { id: string }) {
  const t = useT(messages);
  const game = draft.game;
  const canConcede = game === 'rufer' || game === 'besserrufer';
  const kingInTalon = game === 'solorufer' && ctx.rules.soloruferTalonNoKontra;
  const doubleValue = draft.doubleStake === undefined ? 'auto' : draft.doubleStake ? 'on' : 'off';
  return (
    <div id={id} className="space-y-4 rounded-xl border border-stone-200 bg-stone-50 p-3 dark:border-stone-700 dark:bg-stone-900">
      {game !== null ? (
        <ChoiceGroup label={t('renonceBy')} columns={3} error={errorFor('renonce')}>
          <ChoiceButton size="sm" pressed={draft.renonceBy === null} onClick={() => update((d) => ({ ...d, renonceBy: null }))}>
            {t('none')}
          </ChoiceButton>
          {table.active.map((seat) => (
            <ChoiceButton key={seat} size="sm" pressed={draft.renonceBy === seat} onClick={() => update((d) => ({ ...d, renonceBy: seat }))}>
              <PlayerName name={names[seat]} />
            </ChoiceButton>
          ))}
        </ChoiceGroup>
      ) : null}
      {canConcede ? (
        <Switch
          label={t('conceded')}
          checked={draft.conceded}
          onChange={(on) => update((d) => ({ ...d, conceded: on, partner: on ? null : d.partner }))}
        />
      ) : null}
      {kingInTalon ? (
        <Switch label={t('calledKingInTalon')} checked={draft.calledKingInTalon} onChange={(on) => update((d) => ({ ...d, calledKingInTalon: on, partner: on ? null : d.partner }))} />
      ) : null}
      {game !== null && GAMES[game] ? (
        <ChoiceGroup label={t('doubleStake')} columns={3} error={errorFor('doubleStake')}>
          {(['auto', 'on', 'off'] as const).map((v) => (
            <ChoiceButton
              key={v}
              size="sm"
              pressed={doubleValue === v}
              onClick={() => update((d) => ({ ...d, doubleStake: v === 'auto' ? undefined : v === 'on' }))}
            >
              {v === 'auto' ? t('doubleAuto') : v === 'on' ? t('doubleOn') : t('doubleOff')}
            </ChoiceButton>
          ))}
        </ChoiceGroup>
      ) : null}
      <TextField
        label={t('note')}
        value={draft.note}
        maxLength={200}
        onChange={(e) => {
          const note = e.target.value;
          update((d) => ({ ...d, note }));
        }}
      />
      <Switch label={t('voidHand')} hint={t('voidHint')} checked={draft.void} onChange={(on) => update((d) => ({ ...d, void: on }))} />
      <Button className="w-full" onClick={() => update((d) => chooseMode(d, 'manual'))}>
        {t('manual')}
      </Button>
    </div>
  );
}
