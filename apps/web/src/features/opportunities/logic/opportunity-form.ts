import { type Opportunity, OpportunityInput, type OpportunityValues } from '@cuvee/contracts';
import { customIssue } from '@cuvee/contracts/validation/messages';
import { numberSchema } from '@cuvee/contracts/validation/number.fields';
import { OPPORTUNITY_STAGE_KEYS, type OpportunityStage } from '@cuvee/domain';
import { z } from 'zod';

/*
 * The opportunity dialog's form: what is typed (a client picked from a list, euros, a
 * percentage as text, a date), read by the API's own OpportunityInput so the screen refuses
 * what the API refuses, with the same message codes.
 */

export type PickedClient = { id: string; name: string };
export type OpportunityFormValues = {
  client: PickedClient | null;
  title: string;
  stage: OpportunityStage;
  amountCents: number | null;
  probability: string | number;
  expectedOn: Date | null;
  notes: string;
};

export function opportunityFormValues(
  o: Opportunity | null,
  stage: OpportunityStage = 'new',
): OpportunityFormValues {
  return {
    client: o ? { id: o.client.id, name: o.client.name } : null,
    title: o?.title ?? '',
    stage: o?.stage ?? stage,
    amountCents: o?.amountCents ?? null,
    probability: String(o?.probability ?? 20),
    expectedOn: o?.expectedOn ? new Date(`${o.expectedOn}T00:00:00Z`) : null,
    notes: o?.notes ?? '',
  };
}

const isoDay = (date: Date | null) =>
  date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null;

export const opportunityFormSchema: z.ZodType<OpportunityValues, OpportunityFormValues> = z
  .object({
    client: z.object({ id: z.string(), name: z.string() }).nullable(),
    title: z.string(),
    stage: z.enum(OPPORTUNITY_STAGE_KEYS),
    amountCents: z.number().nullable(),
    probability: numberSchema,
    expectedOn: z.date().nullable(),
    notes: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.client) ctx.addIssue({ ...customIssue('required'), path: ['client'] });
  })
  .transform((values, ctx) => {
    const parsed = OpportunityInput.safeParse({
      clientId: values.client?.id ?? '',
      title: values.title,
      stage: values.stage,
      amountCents: values.amountCents ?? 0,
      probability: values.probability,
      expectedOn: isoDay(values.expectedOn),
      notes: values.notes,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const path = issue.path[0] === 'clientId' ? ['client'] : issue.path;
      const params = (issue as { params?: Record<string, unknown> }).params;
      ctx.addIssue({ code: 'custom', message: issue.message, params, path });
    }
    return z.NEVER;
  });
