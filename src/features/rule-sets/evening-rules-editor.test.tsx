import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { RulesSpec } from '@/domain/index';
import { renderWithProviders } from '@/testing/render';
import { EveningRulesEditor } from './evening-rules-editor';

function lastSpec(onChange: ReturnType<typeof vi.fn>): RulesSpec | null {
  return onChange.mock.calls.at(-1)?.[0] as RulesSpec | null;
}

describe('EveningRulesEditor: an evening\'s own rules', () => {
  it('starts from the evening\'s rules and reports only what differs from the preset', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<EveningRulesEditor spec={{ preset: 'hausregeln', overrides: { vorfleck: true } }} onChange={onChange} />);
    expect(lastSpec(onChange)).toEqual({ preset: 'hausregeln', overrides: { vorfleck: true } });
    expect(screen.getByRole('switch', { name: 'Vorfleck / Hüttenfleck' })).toHaveAttribute('aria-checked', 'true');
    const dreier = screen.getByRole('textbox', { name: 'Tarif Dreier' });
    await user.clear(dreier);
    await user.type(dreier, '8');
    expect(lastSpec(onChange)).toEqual({ preset: 'hausregeln', overrides: { tariffs: { dreier: 8 }, vorfleck: true } });
    await user.click(screen.getByRole('switch', { name: 'Vorfleck / Hüttenfleck' }));
    expect(lastSpec(onChange)).toEqual({ preset: 'hausregeln', overrides: { tariffs: { dreier: 8 } } });
    await user.clear(dreier);
    await user.type(dreier, '6');
    expect(lastSpec(onChange)).toBe('hausregeln');
  });

  it('reports nothing usable while a field has a problem, and says where', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<EveningRulesEditor spec="tarockcup" onChange={onChange} />);
    const dreier = screen.getByRole('textbox', { name: 'Tarif Dreier' });
    await user.clear(dreier);
    await user.type(dreier, 'x');
    expect(lastSpec(onChange)).toBeNull();
    expect(screen.getByText('Dreier: Bitte eine ganze Zahl ab 0 eingeben.')).toBeInTheDocument();
  });
});
