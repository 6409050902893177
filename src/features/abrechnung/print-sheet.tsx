/**
 * The printed sheet (A4): every hand with its dealer and what was recorded
 * (result, Schleifen, Valat, Renonce, Bei, Kontra, Prämien, note — the same
 * texts as the CSV export), each player's running total and the hand's
 * amount, the totals, and the Abrechnung. Hidden on screen; print.css
 * shows it and hides everything else when printing.
 */
import type { Abrechnung } from '@/domain/abrechnung/abrechnung';
import { doubledBy, type RuleSet, type Session, type Settlement } from '@/domain/index';
import { isZero } from '@/domain/rational';
import { useLang, useT } from '@/i18n/i18n';
import { eveningTitle } from '@/lib/evening-title';
import { formatCents, formatPoints } from '@/lib/format';
import { presetName } from '@/lib/tarock-names';
import { describeHandFacts } from '@/transfer/hand-summary';
import { messages } from './messages';
import { StandingsTable } from './standings-table';
import { transferText } from './transfer-text';
import { formatDate } from '@/lib/dates';
import { moneyNote, stakeLine } from './money-text';

export interface PrintSheetProps {
  session: Session;
  rules: RuleSet;
  settlement: Settlement;
  abrechnung: Abrechnung;
  showCash: boolean;
}

export function PrintSheet({ session, rules, settlement, abrechnung, showCash }: PrintSheetProps) {
  const t = useT(messages);
  const lang = useLang();
  const showKassa = rules.pagatkassa !== null || settlement.hands.some((h) => !isZero(h.kassa));
  const spec = session.rules;
  const preset = typeof spec === 'string' ? spec : spec.preset;
  const adjusted = typeof spec !== 'string' && spec.overrides && Object.keys(spec.overrides).length > 0;
  const withMoney = abrechnung.money !== 'none';
  const note = moneyNote(abrechnung, showCash, t);

  return (
    <div className="print-only abrechnung-print">
      <h1 className="print-title">
        {t('printTitle')}
        {` – ${eveningTitle(session, lang)}`}
      </h1>
      <p className="print-meta">
        {[
          session.date ? formatDate(session.date, lang) : null,
          session.players.join(', '),
          `${t('printRules')}: ${presetName(preset, lang)}${adjusted ? ` (${t('printAdjusted')})` : ''}`,
          stakeLine(abrechnung, t),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>

      <table className="print-table">
        <thead>
          <tr>
            <th scope="col">{t('printNo')}</th>
            <th scope="col">{t('printDealer')}</th>
            <th scope="col">{t('printGame')}</th>
            <th scope="col">{t('printDeclarer')}</th>
            <th scope="col">{t('printFacts')}</th>
            {session.players.map((p) => (
              <th scope="col" key={p} className="num">
                {p}
              </th>
            ))}
            {showKassa ? (
              <th scope="col" className="num">
                {t('printKassa')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {settlement.hands.map((h, i) => {
            const hand = session.hands[i]!;
            const facts = describeHandFacts(session, hand, h.dealer, lang);
            const { declarer, partner } = facts;
            return (
              <tr key={i} className={hand.void ? 'struck' : undefined}>
                <td>{i + 1}</td>
                <td data-fact="dealer">{facts.dealer}</td>
                <td>
                  {facts.game}
                  {doubledBy(hand, h) > 1 ? ` ×${h.multiplier}` : ''}
                </td>
                <td>{declarer ? `${declarer}${partner ? (hand.partner != null ? ` + ${partner}` : ` ${partner}`) : ''}` : ''}</td>
                <td className="facts">
                  {facts.result ? <span data-fact="result">{facts.result}</span> : null}
                  {facts.kontra ? (
                    <span>
                      {t('printKontra')}: <span data-fact="kontra">{facts.kontra}</span>
                    </span>
                  ) : null}
                  {facts.praemien ? (
                    <span>
                      {t('printPraemien')}: <span data-fact="praemien">{facts.praemien}</span>
                    </span>
                  ) : null}
                  {facts.note ? (
                    <span>
                      {t('printNote')}: <span data-fact="note">{facts.note}</span>
                    </span>
                  ) : null}
                </td>
                {session.players.map((p, seat) => (
                  <td key={p} className="num">
                    <span className="total">{formatPoints(h.totals[seat]!, lang)}</span>{' '}
                    <span className="delta">({formatPoints(h.deltas[seat]!, lang, { sign: true })})</span>
                  </td>
                ))}
                {showKassa ? <td className="num">{formatPoints(h.kassaBalance, lang)}</td> : null}
              </tr>
            );
          })}
          <tr className="sum">
            <td colSpan={5}>{t('printTotal')}</td>
            {session.players.map((p, seat) => (
              <td key={p} className="num">
                {formatPoints(settlement.totals[seat]!, lang)}
              </td>
            ))}
            {showKassa ? <td className="num">{formatPoints(settlement.kassa, lang)}</td> : null}
          </tr>
        </tbody>
      </table>

      <section className="print-abrechnung">
        <h2>{t('title')}</h2>
        <StandingsTable abrechnung={abrechnung} showCash={showCash} print />
        {!isZero(abrechnung.kassa) ? (
          <p>
            {t('kassa')} – {t('kassaBalance', { points: formatPoints(abrechnung.kassa, lang), money: formatCents(abrechnung.kassaBalanceCents, lang) })}
          </p>
        ) : null}
        {note ? <p>{note}</p> : null}
        {withMoney ? <h3>{t('printTransfers')}</h3> : null}
        {!withMoney ? null : abrechnung.transfers.length === 0 ? (
          <p>{t('allSquare')}</p>
        ) : (
          <ul>
            {abrechnung.transfers.map((tr) => (
              <li key={`${tr.from}-${tr.to}`}>{transferText(tr, session.players, t, lang)}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
