import { describe, expect, it } from 'vitest';
import { computeAbrechnung } from '@/domain/abrechnung/abrechnung';
import { resolveRules } from '@/domain/rules/resolve-rules';
import { settleSession } from '@/domain/settlement/settle-session';
import { buildCsvRows } from '@/transfer/export-csv';
import { makeEveryFactSession } from '@/testing/domain/session';
import { renderWithProviders } from '@/testing/render';
import { PrintSheet } from './print-sheet';

function setup(lang: 'de' | 'en') {
  const session = makeEveryFactSession();
  const resolved = resolveRules(session.rules);
  if (!resolved.ok) throw new Error('rules');
  const settlement = settleSession(session, resolved.value);
  const { container } = renderWithProviders(
    <PrintSheet session={session} rules={resolved.value} settlement={settlement} abrechnung={computeAbrechnung(session, settlement)} showCash={false} />,
    { lang },
  );
  const csv = buildCsvRows(session, resolved.value, settlement, { variant: 'de', lang });
  const rows = [...container.querySelectorAll('.abrechnung-print table')[0]!.querySelectorAll('tbody tr')].slice(0, session.hands.length);
  return { session, csv, rows };
}

describe('the printed sheet', () => {
  for (const lang of ['de', 'en'] as const) {
    it(`carries the same facts as the CSV for hands with every fact (${lang})`, () => {
      const { session, csv, rows } = setup(lang);
      const header = csv[0]!;
      const column = (name: string) => header.indexOf(name);
      const h = lang === 'de'
        ? { dealer: 'Geber', game: 'Spiel', result: 'Ergebnis', kontra: 'Kontra', praemien: 'Prämien', note: 'Notiz' }
        : { dealer: 'Dealer', game: 'Game', result: 'Result', kontra: 'Kontra', praemien: 'Prämien', note: 'Note' };
      expect(rows).toHaveLength(session.hands.length);
      rows.forEach((tr, i) => {
        const line = csv[i + 1]!;
        const fact = (name: string) => tr.querySelector(`[data-fact="${name}"]`)?.textContent ?? '';
        expect(fact('dealer'), `hand ${i + 1} dealer`).toBe(line[column(h.dealer)]);
        expect(fact('result'), `hand ${i + 1} result`).toBe(line[column(h.result)]);
        expect(fact('kontra'), `hand ${i + 1} kontra`).toBe(line[column(h.kontra)]);
        expect(fact('praemien'), `hand ${i + 1} praemien`).toBe(line[column(h.praemien)]);
        expect(fact('note'), `hand ${i + 1} note`).toBe(line[column(h.note)]);
        expect(tr.textContent).toContain(line[column(h.game)]);
      });
    });
  }

  it('shows each fact in words: Geber, Kontra, Renonce, Schleifen, Valat, Prämien, Bei, note', () => {
    const { rows } = setup('de');
    const text = rows.map((tr) => tr.textContent ?? '');
    expect(rows.map((tr) => tr.querySelector('[data-fact="dealer"]')?.textContent)).toEqual(['Anna', 'Bernd', 'Clara', 'Dieter']);
    expect(text[0]).toContain('Kontra: Re; Vorfleck');
    expect(text[0]).toContain('Valat angesagt gemacht (Spieler)');
    expect(text[0]).toContain('Prämien: Pagat angesagt und gemacht Kontra (Bernd); Trull still und gemacht (Gegner)');
    expect(text[0]).toContain('Notiz: Karten neu gemischt');
    expect(text[1]).toContain('geschleift');
    expect(text[2]).toContain('Bei: Anna Piccolo verloren');
    expect(text[2]).toContain('Kontra: Anna: Kontra; Bei Anna (Bernd: Re)');
    expect(text[3]).toContain('Renonce: Clara');
  });
});
