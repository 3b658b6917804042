import type { ClientImport } from '@cuvee/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportStep } from './report-step.tsx';
import '../imports.i18n.ts';

const imported = (importedRows: number, rejectedRows: number): ClientImport => ({
  id: 'i1',
  integration: 'default',
  fileName: 'clients.csv',
  status: 'completed',
  totalRows: importedRows + rejectedRows,
  processedRows: importedRows + rejectedRows,
  importedRows,
  rejectedRows,
  error: null,
  createdAt: '2026-11-02T10:00:00.000Z',
  startedAt: '2026-11-02T10:00:00.000Z',
  finishedAt: '2026-11-02T10:00:01.000Z',
  header: ['Nom'],
  mapping: {},
  preview: [],
  rejects: [],
});

describe('the import report', () => {
  it('says « 1 client importé » and « 0 ligne refusée » in the singular, more in the plural', () => {
    const { unmount } = render(<ReportStep imp={imported(1, 0)} onRevert={() => {}} reverting={false} />);
    expect(screen.getByText('1 client importé')).toBeInTheDocument();
    expect(screen.getByText('0 ligne refusée')).toBeInTheDocument();
    unmount();
    render(<ReportStep imp={imported(497, 3)} onRevert={() => {}} reverting={false} />);
    expect(screen.getByText('497 clients importés')).toBeInTheDocument();
    expect(screen.getByText('3 lignes refusées')).toBeInTheDocument();
  });
});
