import { AllocationInput, customIssue } from '@cuvee/contracts';
import { z } from 'zod';
import { dayOf, readQuantity } from './movement-form.ts';

/** The allocation form: a line, how many units, for whom, until when (AllocationInput once read). */
export type AllocationFormValues = {
  lineId: string;
  quantity: string;
  beneficiaryKind: 'client' | 'agent' | 'channel';
  agentId: string;
  label: string;
  expiresOn: Date | null;
};

export const emptyAllocationForm = (): AllocationFormValues => ({
  lineId: '',
  quantity: '',
  beneficiaryKind: 'client',
  agentId: '',
  label: '',
  expiresOn: null,
});

export const allocationFormSchema = z
  .object({
    lineId: z.string(),
    quantity: z.string(),
    beneficiaryKind: z.enum(['client', 'agent', 'channel']),
    agentId: z.string(),
    label: z.string(),
    expiresOn: z.date().nullable(),
  })
  .superRefine((v, ctx) => {
    if (!v.lineId) ctx.addIssue({ ...customIssue('required'), path: ['lineId'] });
    if (!v.expiresOn) ctx.addIssue({ ...customIssue('required'), path: ['expiresOn'] });
    const quantity = readQuantity(v.quantity);
    if ('code' in quantity)
      ctx.addIssue({ ...customIssue(quantity.code, quantity.params), path: ['quantity'] });
  })
  .transform(
    (v): z.input<typeof AllocationInput> => ({
      lineId: v.lineId,
      quantity: (() => {
        const read = readQuantity(v.quantity);
        return 'value' in read ? read.value : 0;
      })(),
      beneficiaryKind: v.beneficiaryKind,
      agentId: v.beneficiaryKind === 'agent' ? v.agentId || undefined : undefined,
      label: v.beneficiaryKind === 'agent' ? undefined : v.label.trim(),
      expiresOn: dayOf(v.expiresOn) ?? '',
    }),
  )
  .pipe(AllocationInput);
