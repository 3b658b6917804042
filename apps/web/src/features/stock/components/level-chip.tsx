import type { StockLine } from '@cuvee/contracts';
import Chip from '@mui/material/Chip';
import { levelTone } from '../logic/measures.ts';
import { useStockLabels } from './labels.ts';

const COLOR = { out: 'error', low: 'warning', ok: 'success' } as const;

/** A line's state: out of stock, below its threshold, or in stock. */
export function LevelChip({ line }: { line: Pick<StockLine, 'available' | 'belowThreshold'> }) {
  const { t } = useStockLabels();
  const tone = levelTone(line);
  return <Chip size="small" variant="outlined" color={COLOR[tone]} label={t(`common.tone.${tone}`)} />;
}
