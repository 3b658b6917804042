export * from './spreadsheet.ts';
