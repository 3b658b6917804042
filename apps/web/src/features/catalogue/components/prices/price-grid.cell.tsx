import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellEdit } from '../../logic/price-grid.ts';
import '../../catalogue.i18n.ts';

/** One typology cell: its price (empty: the default, shown as placeholder) and its visibility. */
export const GridCell = memo(function GridCell(props: {
  typologyName: string;
  basis: string;
  price: string;
  visible: boolean;
  placeholder: string;
  edited: boolean;
  invalid: boolean;
  readOnly: boolean;
  onChange(change: CellEdit): void;
  testId: string;
}) {
  const { t } = useTranslation('catalogue');
  const visibilityLabel = props.visible
    ? t('grid.visible', { name: props.typologyName })
    : t('grid.hidden', { name: props.typologyName });
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, opacity: props.visible ? 1 : 0.55 }}
      data-testid={props.testId}
    >
      <TextField
        size="small"
        value={props.price}
        placeholder={props.placeholder}
        onChange={(event) => props.onChange({ price: event.target.value })}
        error={props.invalid}
        disabled={props.readOnly}
        sx={{
          width: 132,
          '& .MuiOutlinedInput-root': { bgcolor: props.edited ? '#fff7e6' : 'background.paper' },
          '& input': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', py: 0.75 },
          '& input::placeholder': { fontStyle: 'italic' },
        }}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            'aria-label': `${props.typologyName} (${props.basis})`,
            'data-testid': `${props.testId}-price`,
          },
          input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
        }}
      />
      <Tooltip title={visibilityLabel}>
        <span>
          <IconButton
            size="small"
            aria-label={visibilityLabel}
            aria-pressed={props.visible}
            disabled={props.readOnly}
            onClick={() => props.onChange({ visible: !props.visible })}
            color={props.visible ? 'primary' : 'default'}
            data-testid={`${props.testId}-visible`}
          >
            {props.visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
});
