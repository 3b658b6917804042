import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type KeysetPages, nextPage, previousPage, shownRange } from '../logic/keyset-pages.ts';
import { useStockLabels } from './labels.ts';

/** 'Précédent' / 'Suivant' over server pages read by cursor, with the rows shown. */
export function KeysetPager({
  pages,
  size,
  count,
  nextCursor,
  onChange,
}: {
  pages: KeysetPages;
  size: number;
  count: number;
  nextCursor: string | null | undefined;
  onChange(pages: KeysetPages): void;
}) {
  const { t } = useStockLabels();
  const { from, to } = shownRange(pages, size, count);
  if (pages.index === 0 && !nextCursor) return null;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, px: 2, py: 1 }}
      data-testid="keyset-pager"
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('common.rows', { from, to })}
      </Typography>
      <IconButton
        aria-label={t('common.previous')}
        title={t('common.previous')}
        disabled={pages.index === 0}
        onClick={() => onChange(previousPage(pages))}
      >
        <ChevronLeft />
      </IconButton>
      <IconButton
        aria-label={t('common.next')}
        title={t('common.next')}
        disabled={!nextCursor}
        onClick={() => onChange(nextPage(pages, nextCursor))}
      >
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
