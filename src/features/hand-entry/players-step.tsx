/** Who plays: the declarer (or the fixed Vorhand), the partner of a Rufer ("allein"), a Besserrufer's bird. */
import { BIRD_IDS, GAMES, offeredPraemien } from '@/domain/index';
import { PlayerName } from '@/components/ui/player-name';
import { useT } from '@/i18n/i18n';
import { praemieName } from '@/lib/tarock-names';
import { ChoiceButton, ChoiceGroup } from './choice';
import { chooseDeclarer, choosePartner, toggleRequiredBird } from './draft-changes';
import { messages } from './messages';
import type { PanelProps } from './panel-props';
import { TrischakenPanel } from './trischaken-panel';

export function PlayersStep(props: PanelProps) {
  const { draft, ctx, table, names, update, errorFor } = props;
  const t = useT(messages);
  const game = draft.game;
  if (game === null) return null;
  const info = GAMES[game];
  const vorhandName = names[table.vorhand] ?? '';
  return (
    <>
      {info.family === 'trischaken' ? (
        <>
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('trischakenDeclarer', { name: vorhandName })}</p>
          <TrischakenPanel {...props} />
        </>
      ) : info.vorhandOnly ? (
        <p className="text-base font-semibold">{t('declarerFixed', { name: vorhandName })}</p>
      ) : (
        <ChoiceGroup label={t('declarer')} columns={4} error={errorFor('declarer')}>
          {table.active.map((seat) => (
            <ChoiceButton key={seat} pressed={draft.declarer === seat} onClick={() => update((d) => chooseDeclarer(d, seat, ctx))}>
              <PlayerName name={names[seat]} />
            </ChoiceButton>
          ))}
        </ChoiceGroup>
      )}

      {info.hasPartner && !draft.conceded && !draft.calledKingInTalon ? (
        <ChoiceGroup label={t('partner')} columns={4} error={errorFor('partner')}>
          {table.active
            .filter((s) => s !== draft.declarer)
            .map((seat) => (
              <ChoiceButton key={seat} pressed={draft.partner === seat} onClick={() => update((d) => choosePartner(d, seat, ctx))}>
                <PlayerName name={names[seat]} />
              </ChoiceButton>
            ))}
          <ChoiceButton pressed={draft.partner === null} onClick={() => update((d) => choosePartner(d, null, ctx))}>
            {t('alone')}
          </ChoiceButton>
        </ChoiceGroup>
      ) : null}

      {info.needsBird ? (
        <ChoiceGroup label={t('bird')} columns={4}>
          {BIRD_IDS.filter((b) => offeredPraemien(ctx.rules, game).includes(b)).map((b) => (
            <ChoiceButton
              key={b}
              pressed={draft.praemien.some((p) => p.id === b && p.side === 'declarer' && p.announced && p.by === draft.declarer)}
              onClick={() => update((d) => toggleRequiredBird(d, b))}
            >
              {praemieName(b)}
            </ChoiceButton>
          ))}
        </ChoiceGroup>
      ) : null}
    </>
  );
}
