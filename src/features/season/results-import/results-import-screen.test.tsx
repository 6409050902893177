import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createSeason, getSeason } from '@/persistence/repositories/seasons-repository';
import { renderWithProviders } from '@/testing/render';
import { makeSeasonFile, typedTournament } from '@/testing/domain/season-factories';
import { SeasonScreens } from '../season-screens';

const t1 = typedTournament('t1', 'Turnier 1', [
  { name: 'Anna Huber', cupNumber: '30', total: 152 }, { name: 'Bernd Maier', cupNumber: '12', total: -40 },
  { name: 'Clara Berger', total: -52 }, { name: 'Dieter Gruber', total: -60 },
]);

/** An ABAKUS export in Windows-1252 (ö as one byte 0xF6), with its trailing separators. */
const ABAKUS = 'Nr.;Name;R1;R2;R3;\r\n30;Ana Huber;40;10;-;\r\n12;Bernd Maier;-5;20;15;\r\n;Jörg Wolf;-35;-30;-15;\r\n';
const cp1252 = (text: string): File => new File([Uint8Array.from(text, (c) => c.charCodeAt(0))], 'hrc-2.csv', { type: 'text/csv' });

async function setUp() {
  const stored = await createSeason(makeSeasonFile([t1], { cupPoints: 'heine', best: 'all' }));
  const view = renderWithProviders(<SeasonScreens screen="season" id={stored.id} view="results" />, { route: `#/saison/${stored.id}/results` });
  await screen.findByRole('radio', { name: 'Datei' });
  return { ...view, id: stored.id };
}

async function pickFile(user: ReturnType<typeof renderWithProviders>['user'], f: File) {
  await user.upload(screen.getByLabelText('Datei wählen (CSV, TSV, Ergebnisliste)', { selector: 'input' }), f);
}

describe('Ergebnisse von anderswo', () => {
  it('previews an ABAKUS export in Windows-1252: columns, places, totals, Cuppunkte and whom each player matched', async () => {
    const { user } = await setUp();
    await pickFile(user, cp1252(ABAKUS));
    expect(await screen.findByText('„hrc-2.csv“ gelesen (Windows-1252).')).toBeInTheDocument();
    expect(screen.getByText(/Erkannte Spalten: Nr\. → Cupnummer, Name → Name, R1 → Runde 1/)).toBeInTheDocument();
    expect(screen.getByText('Trennzeichen: Strichpunkt')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Vorschau – noch nichts gespeichert' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['1.', 'Ana HuberNr. 30 · aus der Saison', '50', '50'],
      ['2.', 'Bernd MaierNr. 12 · aus der Saison', '30', '30'],
      ['3.', 'Jörg Wolfneu in der Saison', '−80', '0'],
    ]);
    expect(screen.getByText('3 Spieler · 2 aus der Saison · 1 neu')).toBeInTheDocument();
  });

  it('refuses a list with a bad row, naming its line and what to do, and stores nothing', async () => {
    const { user, id } = await setUp();
    await pickFile(user, cp1252('Nr.;Name;R1;R2;Gesamt\r\n30;Anna Huber;10;x;10\r\n12;Bernd;5;5;12\r\n'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Zeile 2: R2: „x“ ist keine Zahl. Schreibe eine Zahl, oder „-“ für keine.');
    expect(screen.queryByRole('button', { name: 'In die Saison übernehmen' })).not.toBeInTheDocument();
    await pickFile(user, cp1252('Nr.;Name;R1;R2;Gesamt\r\n30;Anna Huber;10;0;10\r\n12;Bernd;5;5;12\r\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zeile 3: Die Summe 12 ist nicht die Summe der Runden (10). Korrigiere Runden oder Summe.');
    expect((await getSeason(id))!.data.tournaments).toHaveLength(1);
  });

  it('stores nothing before the doubtful match is settled; the chosen spelling then counts, and the same list again is recognised', async () => {
    const { user, id } = await setUp();
    await pickFile(user, cp1252('Name;Gesamt\r\nAnna Hueber;20\r\nEmil Wolf;-20\r\n'));
    const store = await screen.findByRole('button', { name: 'In die Saison übernehmen' });
    expect(store).toBeDisabled();
    expect(screen.getByText('Erst alle Zuordnungen klären – vorher wird nichts gespeichert.')).toBeInTheDocument();
    const doubt = screen.getByRole('listitem', { name: 'Anna Huber / Anna Hueber' });
    expect(doubt).toHaveTextContent('ein Buchstabe anders');
    await user.click(within(doubt).getByRole('button', { name: 'Dieselbe Person, heißt „Anna Huber“' }));
    expect(store).toBeEnabled();
    await user.click(store);
    await waitFor(async () => expect((await getSeason(id))!.data.tournaments).toHaveLength(2));
    const saved = (await getSeason(id))!;
    expect(saved.data.tournaments[1]).toMatchObject({ format: 'tarock-results', name: 'hrc-2', results: [{ name: 'Anna Huber', cupNumber: '30', total: 20 }, { name: 'Emil Wolf', total: -20 }] });
    expect(saved.app?.identities?.length).toBeGreaterThan(0);
  });

  it('recognises the same list imported twice: no second tournament, and says so', async () => {
    const { user, id } = await setUp();
    await pickFile(user, cp1252(ABAKUS));
    await user.click(await screen.findByRole('button', { name: 'In die Saison übernehmen' }));
    await waitFor(async () => expect((await getSeason(id))!.data.tournaments).toHaveLength(2));
    const again = renderWithProviders(<SeasonScreens screen="season" id={id} view="results" />, { route: `#/saison/${id}/results` });
    await again.user.upload((await screen.findAllByLabelText('Datei wählen (CSV, TSV, Ergebnisliste)', { selector: 'input' })).at(-1)!, cp1252(ABAKUS));
    expect(await screen.findByText('Diese Ergebnisse sind schon in der Saison: Turnier 2, „hrc-2“. Es wird kein zweites Turnier angelegt.')).toBeInTheDocument();
    expect((await getSeason(id))!.data.tournaments).toHaveLength(2);
  });

  it('a corrected list replaces its predecessor only after the diff, and keeps the settled match', async () => {
    const { user, id } = await setUp();
    await pickFile(user, cp1252('Name;Gesamt\r\nAnna Hueber;20\r\nEmil Wolf;-20\r\n'));
    await user.click(await screen.findByRole('button', { name: 'Dieselbe Person, heißt „Anna Huber“' }));
    await user.click(screen.getByRole('button', { name: 'In die Saison übernehmen' }));
    await waitFor(async () => expect((await getSeason(id))!.data.tournaments).toHaveLength(2));

    const again = renderWithProviders(<SeasonScreens screen="season" id={id} view="results" />, { route: `#/saison/${id}/results` });
    await again.user.upload((await screen.findAllByLabelText('Datei wählen (CSV, TSV, Ergebnisliste)', { selector: 'input' })).at(-1)!, cp1252('Name;Gesamt\r\nAnna Hueber;25\r\nEmil Wolf;-25\r\n'));
    expect(await screen.findByRole('combobox', { name: 'Diese Liste ist' })).toHaveDisplayValue('eine neue Fassung von „hrc-2“');
    // The settled match applies to the corrected list without being asked again.
    expect(screen.queryByRole('button', { name: 'Dieselbe Person, heißt „Anna Huber“' })).not.toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Neue Fassung prüfen und übernehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Fassung von „hrc-2“' });
    expect(dialog).toHaveTextContent('Anna Huber: anderes Ergebnis');
    expect(dialog).toHaveTextContent('Emil Wolf: anderes Ergebnis');
    expect((await getSeason(id))!.data.tournaments[1]).toMatchObject({ results: [{ total: 20 }, { total: -20 }] });
    await again.user.click(within(dialog).getByRole('button', { name: 'Ersetzen' }));
    await waitFor(async () => expect((await getSeason(id))!.data.tournaments[1]).toMatchObject({ results: [{ name: 'Anna Huber', cupNumber: '30', total: 25 }, { total: -25 }] }));
    expect((await getSeason(id))!.data.tournaments).toHaveLength(2);
  });

  it('the quick list form: Enter moves to the next field and opens a new row; names come from the season; a placed list with Cuppunkte is stored', async () => {
    const { user, id } = await setUp();
    await user.click(screen.getByRole('radio', { name: 'Von Hand' }));
    await user.type(screen.getByRole('textbox', { name: 'Name des Turniers' }), 'Papierturnier');
    await user.click(screen.getByRole('radio', { name: 'nur Cuppunkte' }));
    expect(document.querySelector('datalist option[value="Anna Huber"]')).not.toBeNull();
    await user.click(screen.getByRole('textbox', { name: 'Zeile 1: Platz' }));
    await user.keyboard('1{Enter}Anna Huber{Enter}100{Enter}2{Enter}Bernd Maier{Enter}80{Enter}3{Enter}Zoe Xander{Enter}60{Enter}4{Enter}Clara Berger{Enter}x{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Zeile 5: Platz' })).toHaveFocus());
    expect(await screen.findByRole('alert')).toHaveTextContent('Zeile 4: Cuppunkte „x“ ist keine Zahl.');
    await user.clear(screen.getByRole('textbox', { name: 'Zeile 4: Cuppunkte' }));
    await user.type(screen.getByRole('textbox', { name: 'Zeile 4: Cuppunkte' }), '40');
    await user.click(await screen.findByRole('button', { name: 'In die Saison übernehmen' }));
    await waitFor(async () => expect((await getSeason(id))!.data.tournaments).toHaveLength(2));
    expect((await getSeason(id))!.data.tournaments[1]).toMatchObject({
      name: 'Papierturnier', source: 'Liste vom Papier',
      results: [
        { name: 'Anna Huber', place: 1, cupPoints: 100 }, { name: 'Bernd Maier', place: 2, cupPoints: 80 },
        { name: 'Zoe Xander', place: 3, cupPoints: 60 }, { name: 'Clara Berger', place: 4, cupPoints: 40 },
      ],
    });
  });
});
