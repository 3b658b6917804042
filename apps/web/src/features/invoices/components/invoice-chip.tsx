import type { InvoiceSummary } from '@cuvee/contracts';
import { GROUP_COLOUR, STATUS_LABELS, statusGroup } from '@cuvee/domain';
import Chip from '@mui/material/Chip';
import { useUiLanguage } from '../../../lib/i18n.ts';

const MUI_COLOUR = {
  orange: 'warning',
  grey: 'default',
  lightBlue: 'info',
  blue: 'primary',
  red: 'error',
} as const;

/**
 * A document's status as a chip in the colour of its group (spec §4): what is left to pay on
 * an invoice, what is left to use of a credit note.
 */
export function InvoiceStatusChip(props: { invoice: InvoiceSummary }) {
  const lang = useUiLanguage();
  const { invoice } = props;
  const [kind, status] =
    invoice.kind === 'credit' && invoice.creditStatus
      ? (['credit', invoice.creditStatus] as const)
      : (['payment', invoice.paymentStatus] as const);
  const colour = GROUP_COLOUR[statusGroup(kind, status)];
  const label = STATUS_LABELS[kind][status]?.[lang] ?? status;
  return (
    <Chip
      size="small"
      label={label}
      color={MUI_COLOUR[colour]}
      variant="outlined"
      data-testid="status-chip"
    />
  );
}
