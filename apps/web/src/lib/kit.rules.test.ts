import { describe, expect, it } from 'vitest';
import { webSources } from './web-sources.testing.ts';

/*
 * The web's inputs and writes go one way (decisions 0019 and 0071), kept by reading its
 * sources: an input is a field of the form kit (components/form: bound fields, the list
 * filters, the autocomplete input), never MUI's TextField drawn by a feature; a write to the
 * API is a mutation of a feature's api/ folder, never declared in a component.
 */
const sources = webSources();

const MUI_TEXT_FIELD = /from '@mui\/material\/TextField'|\bTextField\b[^;']*\} from '@mui\/material'/;

/**
 * Files that still draw MUI's TextField outside the kit, named one by one: the list only
 * shrinks (a file moved onto the kit leaves it; the test fails while a listed file no longer
 * needs its place). The sales wing (orders, invoices, receivables, shipments, stock) is off it.
 */
const TEXT_FIELD_NOT_YET_ON_THE_KIT = [
  'components/email-recipients/email-recipients-input.tsx',
  'components/keyword-confirm/keyword-confirm-dialog.tsx',
  'components/popup/popup-field-input.tsx',
  'features/addresses/components/address-choice.tsx',
  'features/admin/components/maintenance-planner.tsx',
  'features/catalogue/components/customize/tabs-editor.tsx',
  'features/catalogue/components/prices/price-grid.cell.tsx',
  'features/catalogue/components/product-form/box.section.tsx',
  'features/catalogue/components/product-form/elabel.section.tsx',
  'features/catalogue/components/product-form/formats.section.tsx',
  'features/catalogue/components/settings/typologies.section.tsx',
  'features/catalogue/pages/customize.page.tsx',
  'features/catalogue/pages/price-grid.page.tsx',
  'features/catalogue/pages/product-list.page.tsx',
  'features/clients/components/prospect-row.tsx',
  'features/clients/pages/client-list.page.tsx',
  'features/documents/components/send-document-dialog.tsx',
  'features/imports/components/file-step.tsx',
  'features/imports/components/mapping-step.tsx',
  'features/legal/components/legal-editor.tsx',
  'features/opportunities/components/client-picker.tsx',
  'features/opportunities/pages/opportunities.page.tsx',
  'features/quote-answer/quote-answer.page.tsx',
  'features/search/components/go-to-search.tsx',
  'features/settings/components/account.section.tsx',
  'features/settings/components/infos.branding.tsx',
  'features/tasks/components/task-dialog.tsx',
  'features/tasks/components/task-filters.tsx',
];

describe('the form kit and the api/ folders (decisions 0019, 0071)', () => {
  it('draws MUI’s TextField only inside the form kit', () => {
    const drawing = sources.filter(({ text }) => MUI_TEXT_FIELD.test(text)).map(({ file }) => file);
    const outside = drawing.filter((file) => !file.startsWith('components/form/'));
    expect(outside.filter((file) => !TEXT_FIELD_NOT_YET_ON_THE_KIT.includes(file))).toEqual([]);
    // The list only shrinks: a file on the kit now leaves it.
    expect(TEXT_FIELD_NOT_YET_ON_THE_KIT.filter((file) => !outside.includes(file))).toEqual([]);
  });

  it('keeps the sales wing wholly on the kit', () => {
    const sales = /^features\/(orders|invoices|receivables|stock)\//;
    expect(TEXT_FIELD_NOT_YET_ON_THE_KIT.filter((file) => sales.test(file))).toEqual([]);
  });

  it('declares mutations only in a feature’s api/ folder', () => {
    const declaring = sources
      .filter(({ text }) => /\b(useMutation|useRouteMutation)\s*\(/.test(text))
      .map(({ file }) => file);
    // …or the kit's one factory of them (lib/api-mutation.ts), which features call from api/.
    for (const file of declaring)
      expect(file).toMatch(/^(features\/[\w-]+\/api\/[\w.-]+\.ts|lib\/api-mutation\.ts)$/);
  });
});
