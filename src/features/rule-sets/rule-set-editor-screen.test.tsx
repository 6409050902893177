import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/persistence/db';
import { makeStoredRuleSet } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render';
import { RuleSetEditorScreen } from './rule-set-editor-screen';
import { RuleSetsScreen } from './rule-sets-screen';

describe('RuleSetEditorScreen', () => {
  it('creates a rule set from a preset and stores only what differs', async () => {
    const { user } = renderWithProviders(<RuleSetEditorScreen ruleSetId="new" />, { route: '#/rules/new' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Stammtisch');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vorlage' }), 'erotas');

    const dreier = screen.getByRole('textbox', { name: 'Tarif Dreier' });
    expect(dreier).toHaveValue('5');
    expect(dreier).toHaveAttribute('inputmode', 'numeric');
    await user.clear(dreier);
    await user.type(dreier, '6');
    await user.click(screen.getByRole('checkbox', { name: 'Triccolo anbieten' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mondfang anbieten' }));
    await user.click(screen.getByRole('switch', { name: /Pagatkassa/ }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(window.location.hash).toBe('#/rules'));
    const [stored] = await db.ruleSets.toArray();
    expect(stored?.name).toBe('Stammtisch');
    expect(stored?.spec.preset).toBe('erotas');
    expect(stored?.spec.overrides).toMatchObject({
      tariffs: { dreier: 6 },
      praemien: { mondfang: null },
      pagatkassa: { contribution: 1, refill: 'onEmpty', birds: ['pagat'] },
    });
    expect(stored?.spec.overrides.games).not.toContain('triccolo');
    expect(Object.keys(stored?.spec.overrides ?? {}).sort()).toEqual(['games', 'pagatkassa', 'praemien', 'tariffs']);
    expect(await screen.findByText('Regelsatz „Stammtisch“ gespeichert')).toBeInTheDocument();
  });

  it('offers the cup presets and shows every new switch with the preset\'s value (rules.md §9)', async () => {
    const { user } = renderWithProviders(<RuleSetEditorScreen ruleSetId="new" />, { route: '#/rules/new' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Wiener Runde');
    const preset = screen.getByRole('combobox', { name: 'Vorlage' });
    for (const name of ['Oberösterreich 4/2023', 'Tirol', 'Wiener Tarockcup']) expect(within(preset).getByRole('option', { name })).toBeInTheDocument();
    await user.selectOptions(preset, 'wien');

    const jungfrau = screen.getByRole('combobox', { name: 'Jungfrau (kein Stich)' });
    expect(jungfrau).toHaveValue('payout');
    expect(screen.getByText(/Vorlage Wiener Tarockcup: ganzer Gewinn, mehrere teilen/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Punktegleiche Verlierer' })).toHaveValue('share');
    expect(screen.getByRole('combobox', { name: 'Trischaker (Vorhand) punktegleich mit den meisten Punkten' })).toHaveValue('alone');
    expect(screen.getByRole('textbox', { name: 'Punkte an jeden' })).toHaveValue('6');
    expect(screen.getByRole('combobox', { name: 'Prämien bei Valat' })).toHaveValue('game');
    expect(screen.getByRole('switch', { name: /Stiller Valat: Kontra aufs Spiel zählt nicht/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: /Solorufer, König im Talon/ })).toHaveAccessibleDescription(/Vorlage Wiener Tarockcup: ein/);
    expect(screen.getByRole('switch', { name: /Auch beim verlorenen Valat/ })).toHaveAttribute('aria-checked', 'false');

    await user.selectOptions(jungfrau, 'payoutRoundUp');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Abrechnung' }), 'baden');
    expect(screen.queryByRole('combobox', { name: 'Jungfrau (kein Stich)' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Abrechnung' }), 'tarockcup');
    // Back to the preset's scheme: its switches start at the preset's values again.
    expect(screen.getByRole('combobox', { name: 'Jungfrau (kein Stich)' })).toHaveValue('payout');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jungfrau (kein Stich)' }), 'payoutRoundUp');
    await user.click(screen.getByRole('switch', { name: /Auch beim verlorenen Valat/ }));
    await user.click(screen.getByRole('checkbox', { name: 'alle Prämien (außer König ultimo und Königfang)' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(window.location.hash).toBe('#/rules'));
    const [stored] = await db.ruleSets.toArray();
    expect(stored?.spec).toEqual({
      preset: 'wien',
      overrides: { trischaken: { jungfrau: 'payoutRoundUp' }, valatPraemienWhenFailed: true, farbenPraemien: 'all' },
    });
  });

  it('shows bad input in place and does not save it', async () => {
    const { user } = renderWithProviders(<RuleSetEditorScreen ruleSetId="new" />, { route: '#/rules/new' });
    const rufer = screen.getByRole('textbox', { name: 'Tarif Rufer' });
    await user.clear(rufer);
    await user.type(rufer, '1,5');
    // Number errors show while typing.
    expect(rufer).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Rufer: Bitte eine ganze Zahl ab 0 eingeben.')).toBeInTheDocument();

    const threshold = screen.getByRole('textbox', { name: 'Grenze für die Spielerseite (Augen/Blatt)' });
    await user.clear(threshold);
    await user.type(threshold, '35/5');
    expect(threshold).toHaveAccessibleDescription(/Bitte Augen\/Blatt wie 35\/2 eingeben/);

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const summary = await screen.findByText(/Bitte noch korrigieren \(3\)/);
    expect(summary.closest('[role="alert"]')).toHaveTextContent('Bitte einen Namen eingeben.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Bitte einen Namen eingeben.');
    expect(await db.ruleSets.count()).toBe(0);
    expect(window.location.hash).toBe('#/rules/new');
  });

  it('reports stored settings the engine rejects and removes them on saving', async () => {
    // An imported set with a value the engine rejects: the problem is shown, the rest stays editable.
    await db.ruleSets.add(
      makeStoredRuleSet({ id: 'odd', name: 'Import', spec: { preset: 'wiki', overrides: { trischaken: { scheme: 'skat' }, tariffs: { rufer: 3 } } } }),
    );
    const { user } = renderWithProviders(<RuleSetEditorScreen ruleSetId="odd" />, { route: '#/rules/odd' });
    expect(await screen.findByText(/werden beim Speichern entfernt/)).toBeInTheDocument();
    expect(screen.getByText(/trischaken: Ungültiger Wert für die Regel „trischaken“\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tarif Rufer' })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect((await db.ruleSets.get('odd'))?.spec.overrides).toEqual({ tariffs: { rufer: 3 } }));
  });

  it('edits an existing rule set in place and deletes it after confirmation', async () => {
    await db.ruleSets.add(makeStoredRuleSet({ id: 'rs', name: 'Alt', spec: { preset: 'hausregeln', overrides: { tariffs: { rufer: 2 }, vorfleck: true } } }));
    const { user } = renderWithProviders(<RuleSetEditorScreen ruleSetId="rs" />, { route: '#/rules/rs' });
    const rufer = await screen.findByRole('textbox', { name: 'Tarif Rufer' });
    expect(rufer).toHaveValue('2');
    expect(screen.getByRole('switch', { name: /Vorfleck/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('switch', { name: /Vorfleck/ }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(async () => expect((await db.ruleSets.get('rs'))?.spec.overrides).toEqual({ tariffs: { rufer: 2 } }));

    renderWithProviders(<RuleSetEditorScreen ruleSetId="rs" />, { route: '#/rules/rs' });
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Regelsatz löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(async () => expect(await db.ruleSets.get('rs')).toBeUndefined());
  });

  it('says so when the rule set does not exist', async () => {
    renderWithProviders(<RuleSetEditorScreen ruleSetId="missing" />, { route: '#/rules/missing' });
    expect(await screen.findByText('Diesen Regelsatz gibt es nicht (mehr).')).toBeInTheDocument();
  });
});

describe('RuleSetsScreen', () => {
  it('lists the rule sets with their preset and number of changes', async () => {
    await db.ruleSets.add(makeStoredRuleSet({ id: 'a', name: 'Stammtisch', spec: { preset: 'erotas', overrides: { tariffs: { rufer: 2, dreier: 6 }, vorfleck: true } } }));
    renderWithProviders(<RuleSetsScreen />, { route: '#/rules' });
    const link = await screen.findByRole('link', { name: /Stammtisch/ });
    expect(link).toHaveAttribute('href', '#/rules/a');
    expect(link).toHaveTextContent('auf Basis von EROTAS · 3 Änderungen');
    expect(screen.getByRole('link', { name: /Neuer Regelsatz/ })).toHaveAttribute('href', '#/rules/new');
  });

  it('explains the empty list', async () => {
    renderWithProviders(<RuleSetsScreen />, { route: '#/rules' });
    expect(await screen.findByText(/Noch kein eigener Regelsatz/)).toBeInTheDocument();
  });
});
