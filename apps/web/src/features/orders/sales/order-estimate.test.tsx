import type { EntryProduct } from '@cuvee/contracts';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import '../../../lib/common.i18n.ts';
import '../orders.i18n.ts';
import type { DraftLine } from './order-add.lines.tsx';
import { entryEstimate } from './order-estimate.ts';
import { EntryTotals } from './order-form.parts.tsx';

// Issue 25, defect 9 (the estimate): the entry form estimates with each product's real VAT, its
// excise and CSS, and delivery at the shop's own rate — never an assumed 20 %.

const marc: EntryProduct = {
  id: 'p-marc',
  name: 'Marc de Champagne',
  precision: null,
  productType: 'bottle',
  status: 'online',
  exciseCategory: 'spirits',
  formats: [
    {
      id: 'f70',
      label: 'Bouteille 70 cl',
      unity: 'Centilitre(s)',
      unityValue: 70,
      unitHtCents: 3250,
      unitTtcCents: 3900,
      vatRateBp: 2000,
      offered: true,
      available: null,
    },
  ],
  vintages: [{ id: 'v', name: 'NV', alcohol: 40, legal: {} }],
};
const juice: EntryProduct = {
  ...marc,
  id: 'p-juice',
  name: 'Jus de raisin',
  exciseCategory: null,
  formats: [{ ...marc.formats[0]!, id: 'f1l', unitHtCents: 1000, vatRateBp: 550 }],
  vintages: [{ id: 'j', name: '2024', alcohol: 0 }],
};
const draft = (product: EntryProduct, quantity: number): DraftLine => ({
  key: product.id,
  product,
  formatId: product.formats[0]!.id,
  vintage: product.vintages[0]!.name,
  quantity: String(quantity),
  discountPct: '',
  unitHtCents: null,
});

it('estimates with the products’ own VAT and the shop’s delivery rate', () => {
  // 2 × 32,50 € at 20 % = 13,00 €; 3 × 10,00 € at 5,5 % = 1,65 €; delivery 10,00 € at 0 %.
  const estimate = entryEstimate([draft(marc, 2), draft(juice, 3)], {
    free: false,
    shippingCents: 1000,
    shippingVatRateBp: 0,
  });
  expect(estimate.totals).toMatchObject({ totalHt: 10500, tva: 1465, totalTtc: 11965 });
  expect(estimate).toMatchObject({ excise: 1082, css: 347 });
});

it('shows the estimate’s excise and CSS apart until a client is chosen', () => {
  const estimate = entryEstimate([draft(marc, 2)], {
    free: false,
    shippingCents: 0,
    shippingVatRateBp: 2000,
  });
  render(<EntryTotals estimate={estimate} priced={null} hasClient={false} />);
  expect(screen.getByTestId('total-ttc')).toHaveTextContent('78,00 €');
  expect(screen.getByTestId('entry-duties')).toHaveTextContent(
    'dont droits d’accise : 10,82 € · dont cotisation sécurité sociale : 3,47 €',
  );
});

it('a free sample carries no duties', () => {
  const estimate = entryEstimate([draft(marc, 2)], { free: true, shippingCents: 0, shippingVatRateBp: 2000 });
  expect(estimate).toMatchObject({ excise: 0, css: 0 });
  expect(estimate.totals.totalTtc).toBe(0);
});
