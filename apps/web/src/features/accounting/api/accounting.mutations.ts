import {
  type AccountBody,
  type AccountingSettingsBody,
  accountingRoutes,
  type JournalBody,
  type PreEntriesQuery,
} from '@cuvee/contracts';
import { downloadFile } from '../../../lib/api-call.ts';
import { useRouteMutation } from '../../../lib/api-mutation.ts';
import { accountingKeys } from './accounting.queries.ts';

/*
 * What changes the books' settings, each asking the books again (the chart, the journals and
 * the entries' filters read them); the API's French message is the snackbar.
 */

const BOOKS = [accountingKeys.all] as const;

export const useSaveAccount = () =>
  useRouteMutation(
    accountingRoutes.setAccount,
    (input: { key: string; body: AccountBody }) => ({ params: { key: input.key }, body: input.body }),
    BOOKS,
  );

export const useSaveAccountingSettings = () =>
  useRouteMutation(accountingRoutes.saveSettings, (body: AccountingSettingsBody) => ({ body }), BOOKS);

export const useSaveJournal = () =>
  useRouteMutation(
    accountingRoutes.saveJournal,
    (input: { code: string; body: JournalBody }) => ({ params: { code: input.code }, body: input.body }),
    BOOKS,
  );

/** Closing a month validates its entries: every list of them is asked again. */
export const useClosePeriod = () =>
  useRouteMutation(accountingRoutes.closePeriod, (month: string) => ({ body: { month } }), BOOKS);

/** The files, fetched with the session's headers and handed to the browser under the API's name. */
export const downloadFec = (year: number) =>
  downloadFile(accountingRoutes.fec, { query: { year } }, `FEC${year}.txt`);

export const downloadFecDescription = (year: number) =>
  downloadFile(accountingRoutes.fecDescription, { query: { year } }, `FEC${year}-description.txt`);

export const downloadPreEntries = (query: PreEntriesQuery) =>
  downloadFile(
    accountingRoutes.preEntries,
    { query },
    `pre-ecritures-${query.from}-${query.to}.${query.format ?? 'csv'}`,
  );
