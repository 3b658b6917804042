import { z } from 'zod';
import {
  AccountBody,
  AccountingSettings,
  AccountingSettingsBody,
  AccountParams,
  AccountsQuery,
  ChartAccountView,
  ClientCodeBody,
  ClientCodeParams,
  ClosePeriodBody,
  EntriesQuery,
  EntryView,
  FecCheck,
  FiscalYearQuery,
  JournalBody,
  JournalParams,
  JournalView,
  PeriodView,
  PreEntriesQuery,
} from './accounting.ts';
import { defineRoute } from './http/route.ts';
import { FileDownload } from './stock.responses.ts';
import { msg } from './validation/messages.ts';

// The books' routes, over the shapes of accounting.ts.

const day = z.iso.date(msg('date'));
const ok = z.literal(true);
const read = { access: 'accounting.read', tags: ['accounting'], shop: 'header' } as const;
const codes = { access: 'accounting.codes.write', tags: ['accounting'], shop: 'header' } as const;
const closing = { access: 'accounting.close', tags: ['accounting'], shop: 'header' } as const;
const exporting = { access: 'accounting.export', tags: ['accounting'], shop: 'header' } as const;

export const accountingRoutes = {
  settings: defineRoute({
    ...read,
    method: 'GET',
    path: '/v1/accounting/settings',
    summary: "The shop's accounting settings",
    response: z.object({ success: ok, settings: AccountingSettings }),
    errors: [401, 403],
  }),
  saveSettings: defineRoute({
    ...codes,
    method: 'PUT',
    path: '/v1/accounting/settings',
    summary: "Changes the shop's accounting settings",
    body: AccountingSettingsBody,
    response: z.object({ success: ok, message: z.string(), settings: AccountingSettings }),
    errors: [400, 401, 403],
  }),
  accounts: defineRoute({
    ...read,
    method: 'GET',
    path: '/v1/accounting/accounts',
    summary: "The shop's chart of accounts as it applies on a day (today by default)",
    query: AccountsQuery,
    response: z.object({ success: ok, on: day, accounts: z.array(ChartAccountView) }),
    errors: [400, 401, 403],
  }),
  setAccount: defineRoute({
    ...codes,
    method: 'PUT',
    path: '/v1/accounting/accounts/:key',
    summary: 'A new version of an account from a day (entries already written keep theirs)',
    params: AccountParams,
    body: AccountBody,
    response: z.object({ success: ok, message: z.string(), account: ChartAccountView }),
    errors: [400, 401, 403, 404, 422],
  }),
  setClientCode: defineRoute({
    ...codes,
    method: 'PUT',
    path: '/v1/accounting/client-codes/:clientId',
    summary: "A client's auxiliary account code (entries already written keep theirs)",
    params: ClientCodeParams,
    body: ClientCodeBody,
    response: z.object({ success: ok, message: z.string(), clientId: z.string(), code: z.string() }),
    errors: [400, 401, 403, 404, 409],
  }),
  journals: defineRoute({
    ...read,
    method: 'GET',
    path: '/v1/accounting/journals',
    summary: "The shop's journals",
    response: z.object({ success: ok, journals: z.array(JournalView) }),
    errors: [401, 403],
  }),
  saveJournal: defineRoute({
    ...codes,
    method: 'PUT',
    path: '/v1/accounting/journals/:code',
    summary: 'Creates a journal or changes its label',
    params: JournalParams,
    body: JournalBody,
    response: z.object({ success: ok, message: z.string(), journal: JournalView }),
    errors: [400, 401, 403, 422],
  }),
  entries: defineRoute({
    ...read,
    method: 'GET',
    path: '/v1/accounting/entries',
    summary: 'Entries by journal and period, with their lines, lettering and totals (server pages)',
    query: EntriesQuery,
    response: z.object({
      success: ok,
      entries: z.array(EntryView),
      /** Of every entry the filters match, not only this page. */
      totals: z.object({ debit: z.number().int(), credit: z.number().int(), entries: z.number().int() }),
      total: z.number().int(),
      limit: z.number().int(),
      offset: z.number().int(),
    }),
    errors: [400, 401, 403],
  }),
  periods: defineRoute({
    ...read,
    method: 'GET',
    path: '/v1/accounting/periods',
    summary: 'The closed months, newest first',
    response: z.object({ success: ok, periods: z.array(PeriodView) }),
    errors: [401, 403],
  }),
  closePeriod: defineRoute({
    ...closing,
    method: 'POST',
    path: '/v1/accounting/periods/close',
    summary: 'Closes a month: no entry may be dated in it afterwards',
    body: ClosePeriodBody,
    response: z.object({ success: ok, message: z.string(), period: PeriodView }),
    errors: [400, 401, 403, 409, 422],
  }),
  fecCheck: defineRoute({
    ...exporting,
    method: 'GET',
    path: '/v1/accounting/fec/check',
    summary: "The product's check of a fiscal year's FEC: blocking errors and warnings, in French",
    query: FiscalYearQuery,
    response: FecCheck,
    errors: [400, 401, 403, 422],
  }),
  fec: defineRoute({
    ...exporting,
    method: 'GET',
    path: '/v1/accounting/fec',
    summary: 'The FEC of a fiscal year (SirenFECAAAAMMJJ.txt), refused (422) while its check finds errors',
    query: FiscalYearQuery,
    response: FileDownload,
    errors: [400, 401, 403, 422],
  }),
  fecDescription: defineRoute({
    ...exporting,
    method: 'GET',
    path: '/v1/accounting/fec/description',
    summary: "The FEC's description file (LPF A47 A-1): fields, codes, character set, separators",
    query: FiscalYearQuery,
    response: FileDownload,
    errors: [400, 401, 403, 422],
  }),
  preEntries: defineRoute({
    ...exporting,
    method: 'GET',
    path: '/v1/accounting/pre-entries',
    summary: "The period's entries as pre-entries an accountant imports (CSV or XLSX, decision 0091)",
    query: PreEntriesQuery,
    response: FileDownload,
    errors: [400, 401, 403],
  }),
};
