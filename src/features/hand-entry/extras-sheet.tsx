/**
 * The extras — Prämien, Valat, Mehr — as a row in the bottom bar, right above
 * Save: the details open there, under the thumb and below the live preview,
 * never under it. The open panel scrolls on its own when it is long, so the
 * row and Save stay where they are.
 */
import { useT } from '@/i18n/i18n';
import { DisclosureButton } from './choice';
import { extrasOffered } from './draft-model';
import { messages } from './messages';
import { MorePanel } from './more-panel';
import type { PanelProps } from './panel-props';
import { PraemienPanel } from './praemien-panel';
import { ValatPanel } from './valat-panel';

export type ExtrasPanel = 'praemien' | 'valat' | 'more' | null;

export function ExtrasSheet(props: PanelProps & { panel: ExtrasPanel; onPanel: (panel: ExtrasPanel) => void }) {
  const { draft, panel, onPanel, errorFor } = props;
  const t = useT(messages);
  const has = extrasOffered(draft, props.ctx.rules);
  const toggle = (which: Exclude<ExtrasPanel, null>) => onPanel(panel === which ? null : which);
  const count = 1 + (has.praemien ? 1 : 0) + (has.valat ? 1 : 0);
  const open = panel === 'praemien' ? has.praemien : panel === 'valat' ? has.valat : panel === 'more';
  return (
    <div className="mb-2">
      <div role="group" aria-label={t('extras')} className={`grid gap-2 ${count === 3 ? 'grid-cols-3' : count === 2 ? 'grid-cols-2' : 'grid-cols-1'}`}>
        {has.praemien ? (
          <DisclosureButton expanded={panel === 'praemien'} controls="entry-praemien" onToggle={() => toggle('praemien')} badge={draft.praemien.length}>
            {t('praemien')}
          </DisclosureButton>
        ) : null}
        {has.valat ? (
          <DisclosureButton expanded={panel === 'valat'} controls="entry-valat" onToggle={() => toggle('valat')} badge={draft.valat ? 1 : 0}>
            {t('valat')}
          </DisclosureButton>
        ) : null}
        <DisclosureButton
          expanded={panel === 'more'}
          controls="entry-more"
          onToggle={() => toggle('more')}
          badge={(draft.renonceBy !== null ? 1 : 0) + (draft.void ? 1 : 0) + (draft.conceded ? 1 : 0)}
        >
          {t('more')}
        </DisclosureButton>
      </div>
      {panel !== 'praemien' && errorFor('praemien') ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {errorFor('praemien')}
        </p>
      ) : null}
      {open ? (
        <div data-extras-panel="" className="mt-2 max-h-[45dvh] overflow-y-auto overscroll-contain">
          {panel === 'praemien' ? <PraemienPanel {...props} id="entry-praemien" /> : null}
          {panel === 'valat' ? <ValatPanel {...props} id="entry-valat" /> : null}
          {panel === 'more' ? <MorePanel {...props} id="entry-more" /> : null}
        </div>
      ) : null}
    </div>
  );
}
