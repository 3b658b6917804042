import type { TourClient, TourProduct } from '@cuvee/contracts/tour';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import '../../../lib/common.i18n.ts';
import type { Catalogue } from '../logic/tour.price.ts';
import { TourNoteCard } from './tour-note-card.tsx';
import { TourOrderSheet } from './tour-order-sheet.tsx';

// Tour mode's sheet (decisions 0154, 0165, 0166): the same wines taken as an order at the client's
// prices or as a free sample, which the device sends as seen at 0; a visit note saved as written.

const product: TourProduct = {
  id: 'p1',
  name: 'Les Galets Rouge',
  precision: null,
  productType: 'bottle',
  status: 'online',
  exciseCategory: null,
  vintages: [{ id: 'v1', name: '2022', alcohol: null, legal: {} }],
  formats: [
    {
      id: 'f1',
      label: '75 cl',
      unity: 'Centilitre(s)',
      unityValue: 75,
      vatRateBp: 2000,
      available: 40,
      prices: { caviste: { unitHtCents: 1_000, unitTtcCents: 1_200, offered: true } },
    },
  ],
};
const catalogue: Catalogue = { products: [product], shippingVatRateBp: 2000, truncated: false };
const client: TourClient = {
  id: 'c1',
  displayName: 'Cave du Port',
  city: 'Sète',
  priceKey: 'caviste',
  typologyName: 'Caviste',
  lastOrders: [],
};

it('takes an order at the client’s price, or the same wines as a free sample seen at 0', async () => {
  const onSave = vi.fn(async () => {});
  render(<TourOrderSheet client={client} catalogue={catalogue} onSave={onSave} />);
  expect(screen.getByRole('heading', { name: 'Commande pour Cave du Port' })).toBeInTheDocument();
  expect(screen.getByText(/10,00\s€ HT/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Échantillon' }));
  expect(screen.getByRole('heading', { name: 'Échantillon pour Cave du Port' })).toBeInTheDocument();
  expect(screen.getByText(/Offert/)).toBeInTheDocument();
  const save = screen.getByRole('button', { name: "Enregistrer l'échantillon" });
  expect(save).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: /^Ajouter une unité de Les Galets Rouge/ }));
  await userEvent.click(screen.getByRole('button', { name: /^Ajouter une unité de Les Galets Rouge/ }));
  expect(screen.getByTestId('tour-total')).toHaveTextContent('2 bouteilles offertes');
  await userEvent.click(save);
  expect(onSave).toHaveBeenCalledWith(
    [{ productId: 'p1', formatId: 'f1', vintage: '2022', quantity: 2 }],
    { units: { f1: 0 }, totalTtcCents: 0 },
    'sample',
  );
});

it('saves a visit note as written, only once something is written', async () => {
  const onSave = vi.fn(async () => {});
  render(<TourNoteCard onSave={onSave} />);
  const save = screen.getByRole('button', { name: 'Enregistrer la note' });
  expect(save).toBeDisabled();
  await userEvent.type(
    screen.getByLabelText('Ce que le client a dit, ce qu’il faut faire'),
    '  Rappeler en mars  ',
  );
  await userEvent.click(save);
  expect(onSave).toHaveBeenCalledWith('Rappeler en mars');
  expect(screen.getByLabelText('Ce que le client a dit, ce qu’il faut faire')).toHaveValue('');
});
