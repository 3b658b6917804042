import { GROUP_COLOUR, STATUS_LABELS, type StatusGroup, statusGroup } from '@cuvee/domain';
import Chip from '@mui/material/Chip';
import { useUiLanguage } from '../../lib/i18n.ts';

const MUI_COLOUR = {
  orange: 'warning',
  grey: 'default',
  lightBlue: 'info',
  blue: 'primary',
  red: 'error',
} as const;

/**
 * A payment or credit status as a chip in the colour of its group (spec §4): what is left to pay
 * on an invoice, what is left to use of a credit note (invoices' and receivables' lists).
 */
export function StatusChip(props: { kind: 'payment' | 'credit'; status: string }) {
  const lang = useUiLanguage();
  const label = STATUS_LABELS[props.kind][props.status]?.[lang] ?? props.status;
  return <GroupChip group={statusGroup(props.kind, props.status)} label={label} />;
}

/** A status of any kind as a chip in its group's colour (the feature names the label). */
export function GroupChip(props: { group: StatusGroup; label: string }) {
  return (
    <Chip
      size="small"
      label={props.label}
      color={MUI_COLOUR[GROUP_COLOUR[props.group]]}
      variant="outlined"
      data-testid="status-chip"
    />
  );
}
