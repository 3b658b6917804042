import { type CommissionRuleInput, commissionsRoutes } from '@cuvee/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-call.ts';
import { useRouteMutation } from '../../../lib/api-mutation.ts';
import { commissionsKeys } from './commissions.queries.ts';

/* What changes the commissions: a rate of a contract, a statement drawn up, a statement paid. */

export function useAddRule() {
  return useRouteMutation(
    commissionsRoutes.addRule,
    ({ agentId, rule }: { agentId: string; rule: CommissionRuleInput }) => ({
      params: { agentId },
      body: rule,
    }),
    [commissionsKeys.all],
  );
}

export function useDrawUp() {
  return useRouteMutation(
    commissionsRoutes.drawUp,
    (body: { agentId: string; quarter: string }) => ({ body }),
    [commissionsKeys.all],
  );
}

export function usePayStatement() {
  return useRouteMutation(
    commissionsRoutes.pay,
    ({ id, reference }: { id: string; reference?: string }) => ({ params: { id }, body: { reference } }),
    [commissionsKeys.all],
  );
}

/** A statement as PDF or CSV: the owner's route, or the agent's own. */
export function useDownloadStatement(own: boolean) {
  return useMutation({
    mutationFn: ({ id, format, name }: { id: string; format: 'pdf' | 'csv'; name: string }) =>
      downloadFile(
        own ? commissionsRoutes.mineFile : commissionsRoutes.file,
        { params: { id }, query: { format } },
        `${name}.${format}`,
      ),
  });
}

export function useDownloadBoard() {
  return useMutation({
    mutationFn: ({ quarter, format }: { quarter: string; format: 'csv' | 'xlsx' }) =>
      downloadFile(
        commissionsRoutes.export,
        { query: { quarter, format } },
        `Commissions-${quarter}.${format}`,
      ),
  });
}
