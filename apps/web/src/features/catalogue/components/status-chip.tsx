import { PRODUCT_STATUS_LABELS, type ProductStatus } from '@cuvee/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useUiLanguage } from '../../../lib/i18n.ts';

/** Online green, paused orange, out of stock red, archived grey. */
export const STATUS_COLOR: Record<ProductStatus, ChipProps['color']> = {
  online: 'success',
  paused: 'warning',
  outofstock: 'error',
  closed: 'default',
};

export function ProductStatusChip({
  status,
  size = 'small',
}: {
  status: ProductStatus;
  size?: ChipProps['size'];
}) {
  const lang = useUiLanguage();
  return (
    <Chip
      size={size}
      color={STATUS_COLOR[status]}
      variant={status === 'online' ? 'filled' : 'outlined'}
      label={PRODUCT_STATUS_LABELS[status]?.[lang] ?? status}
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
