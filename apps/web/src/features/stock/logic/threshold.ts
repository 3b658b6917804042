import { customIssue, parseDecimal } from '@cuvee/contracts';
import { z } from 'zod';

/** The alert threshold as typed: empty removes it (null), else whole units, zero or more. */
export const thresholdFormSchema = z.object({
  threshold: z.string().transform((text, ctx): number | null => {
    if (!text.trim()) return null;
    const value = parseDecimal(text);
    if (value === undefined || !Number.isSafeInteger(value)) {
      ctx.addIssue(customIssue('thresholdWhole'));
      return z.NEVER;
    }
    if (value < 0) {
      ctx.addIssue(customIssue('quantityNotNegative'));
      return z.NEVER;
    }
    return value;
  }),
});
export type ThresholdFormValues = z.input<typeof thresholdFormSchema>;

/** The text the form starts with for a line's threshold. */
export const thresholdText = (threshold: number | null) => (threshold === null ? '' : String(threshold));
