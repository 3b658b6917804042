import type { AgentAnalyticsResponse, BudgetResponse, ObjectivesResponse } from '@cuvee/contracts';
import { csvFile, periodLabel } from '@cuvee/domain';

/*
 * The boards' figures as CSV, through the one spreadsheet helper (decision 0065: semicolons, a
 * BOM, euros as numbers, a formula shown and never run). Made from what the board shows.
 */

const euros = (cents: number | null) => (cents == null ? null : { euros: cents / 100 });
const pct = (bp: number | null) => (bp == null ? null : `${Math.round(bp / 100)} %`);

export function objectivesCsv(board: ObjectivesResponse): string {
  return csvFile(
    [
      'Période',
      'Pour',
      'Type',
      'Objectif HT',
      'Réalisé HT',
      'Avancement HT',
      'Objectif bouteilles',
      'Bouteilles',
      'Objectif nouveaux clients',
      'Nouveaux clients',
      'Commandes',
    ],
    board.rows.map((r) => [
      periodLabel(r.period),
      r.subject.name,
      r.subject.kind === 'team' ? 'Équipe' : 'Personne',
      euros(r.targets.amountHtCents),
      euros(r.achieved.amountHtCents),
      pct(r.progress.amountHtCents),
      r.targets.bottles,
      r.achieved.bottles,
      r.targets.newClients,
      r.achieved.newClients,
      r.achieved.orders,
    ]),
  );
}

export function budgetCsv(budget: BudgetResponse): string {
  return csvFile(
    ['Mois', 'Budget HT', 'Réalisé HT', 'Écart'],
    budget.months.map((m) => [
      periodLabel(m.month),
      euros(m.budgetCents),
      euros(m.achievedCents),
      euros(m.gapCents),
    ]),
  );
}

export function agentsCsv(figures: AgentAnalyticsResponse): string {
  return csvFile(
    ['Période', 'Agent', 'E-mail', 'Ventes HT', 'Commandes', 'Nouveaux clients', 'Commission'],
    figures.rows.map((r) => [
      periodLabel(figures.period),
      r.agent.name,
      r.agent.email,
      euros(r.amountHtCents),
      r.orders,
      r.newClients,
      euros(r.commissionCents),
    ]),
  );
}

/** Hands a CSV text to the browser as a file. */
export function saveCsv(text: string, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
