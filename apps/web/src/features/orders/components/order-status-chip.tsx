import { STATUS_LABELS, type StatusKind, statusGroup } from '@cuvee/domain/orders/statuses';
import Chip from '@mui/material/Chip';
import { STATUS_GROUP_COLORS } from '../../../design/design-tokens.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';

/**
 * A status of spec §4 as a chip: its label in the interface's language, its colour its display
 * group's (waiting orange, cancel grey, online light blue, finished blue, error red).
 */
export function OrderStatusChip({ kind, status }: { kind: StatusKind; status: string }) {
  const lang = useUiLanguage();
  const group = statusGroup(kind, status);
  const colors = STATUS_GROUP_COLORS[group];
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[kind][status]?.[lang] ?? status}
      data-kind={kind}
      data-group={group}
      sx={{
        fontWeight: 600,
        bgcolor: colors.bg,
        color: colors.fg,
        border: 1,
        borderColor: colors.border,
        maxWidth: '100%',
      }}
    />
  );
}
