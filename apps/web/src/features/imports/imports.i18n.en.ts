import type { fr } from './imports.i18n.fr.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** English texts of the client import namespace. */
export const en: Shape<typeof fr> = {
  button: 'Import',
  title: 'Import clients',
  steps: { file: 'File', columns: 'Columns', import: 'Import', report: 'Report' },
  drop: 'Drop a CSV or XLSX file here',
  dropHint: 'Up to 10 MB and 100,000 rows; semicolon, comma or tab separated.',
  choose: 'Choose a file',
  integration: 'File format',
  automatic: 'Automatic detection',
  reading: 'Reading the file…',
  detected: 'Detected format: {{name}} — {{count}} rows in “{{file}}”.',
  field: 'Field',
  column: 'File column',
  ignore: '— Do not import —',
  preview: 'Preview of the first 20 rows',
  line: 'Line',
  errors: 'Errors',
  valid: 'Valid',
  start: 'Start the import',
  back: 'Back',
  close: 'Close',
  progress: '{{done}} / {{total}}',
  processing: 'Importing… You may close this window: a notification will tell you when it ends.',
  imported: '{{count}} clients imported',
  rejected: '{{count}} lines rejected',
  noReject: 'No line rejected.',
  reasons: 'Reasons',
  download: 'Download the rejected lines (CSV)',
  revert: 'Undo the import',
  revertConfirm: 'Delete the {{count}} clients this import created?',
  reverted: 'Import undone: the clients it created were deleted.',
  error: 'The import stopped: {{message}}',
  moreRejects: 'The first {{shown}} of {{count}} rejected lines are shown.',
};
