import type { DeliveryMode } from '@cuvee/contracts';
import { METROPOLITAN_DEPARTMENTS } from '@cuvee/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeliveryModeCard } from './delivery-mode-card.tsx';

const home: DeliveryMode = {
  id: 'm1',
  kind: 'carrier',
  name: 'Livraison à domicile',
  carrier: 'Colissimo',
  instructions: null,
  active: true,
  zones: { countries: [], departments: [...METROPOLITAN_DEPARTMENTS] },
  basis: 'bottles',
  brackets: [
    { from: 1, priceCents: 1200 },
    { from: 6, priceCents: 1500 },
  ],
  franco: { kind: 'products', value: 24 },
  minAmountCents: 5000,
  minProducts: null,
  maxProducts: null,
  multipleOf: 6,
  collectionPoints: [],
  createdAt: '2026-11-01T00:00:00Z',
};

function renderCard(mode: DeliveryMode, canWrite = true) {
  const handlers = { onToggle: vi.fn(), onEdit: vi.fn(), onRemove: vi.fn() };
  render(<DeliveryModeCard mode={mode} canWrite={canWrite} toggling={false} {...handlers} />);
  return { ...handlers, user: userEvent.setup() };
}
const text = () => screen.getByTestId('delivery-mode').textContent?.replace(/\s/g, ' ') ?? '';

describe('a delivery mode in the list', () => {
  it('says where it delivers, what it costs, its franco and its conditions', () => {
    renderCard(home);
    expect(text()).toContain('Zones : France métropolitaine');
    expect(text()).toContain('Par nombre de bouteilles — dès 1 bout. 12,00 € · dès 6 bout. 15,00 €');
    expect(text()).toContain('Franco : Offerte dès 24 bouteilles');
    expect(text()).toContain('Minimum 50,00 € HT · Par multiple de 6');
  });

  it('switches the mode on or off', async () => {
    const { onToggle, user } = renderCard({ ...home, active: false });
    expect(screen.getByText('Inactif')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Proposer ce mode aux clients' }));
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('shows no switch nor buttons to a reader', () => {
    renderCard({ ...home, kind: 'pickup', brackets: [], franco: null }, false);
    expect(text()).toContain('Gratuit');
    expect(text()).toContain('Pas de franco');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
  });
});
