import type { StockLine } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatEq75, formatHl, formatUnits } from '../logic/measures.ts';
import { useStockLabels } from './labels.ts';
import { LevelChip } from './level-chip.tsx';

const lineUrl = (id: string) => `/dashboard/stocks/${id}`;

/** The stock lines as a table (desktop): identity, physical / reserved / available, eq75, hl. */
export function StockTable({ lines, loading }: { lines: StockLine[]; loading: boolean }) {
  const { t, lang } = useStockLabels();
  const navigate = useNavigate();
  const num = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
  return (
    <Table size="small" sx={{ minWidth: 900 }} data-testid="stock-table">
      <TableHead>
        <TableRow>
          <TableCell sx={{ minWidth: 170 }}>{t('common.product')}</TableCell>
          <TableCell>{t('common.format')}</TableCell>
          <TableCell>{t('common.vintage')}</TableCell>
          <TableCell>{t('common.lot')}</TableCell>
          <TableCell>{t('common.warehouse')}</TableCell>
          <TableCell sx={num}>{t('common.physical')}</TableCell>
          <TableCell sx={num}>{t('common.reserved')}</TableCell>
          <TableCell sx={num}>{t('common.available')}</TableCell>
          <TableCell sx={num}>{t('common.eq75')}</TableCell>
          <TableCell sx={num}>{t('common.hl')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {loading && lines.length === 0
          ? [0, 1, 2].map((i) => (
              <TableRow key={i}>
                <TableCell colSpan={11}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            ))
          : lines.map((line) => (
              <TableRow
                key={line.id}
                hover
                sx={{ cursor: 'pointer' }}
                onClick={() => navigate(lineUrl(line.id))}
                data-testid="stock-row"
              >
                <TableCell sx={{ fontWeight: 600 }}>
                  <Box
                    component={RouterLink}
                    to={lineUrl(line.id)}
                    onClick={(e) => e.stopPropagation()}
                    sx={{ color: 'inherit', textDecoration: 'none' }}
                  >
                    {line.productName}
                  </Box>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.formatLabel}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.vintage || t('common.noVintage')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.lot || t('common.noLot')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.warehouseName}</TableCell>
                <TableCell sx={num} data-testid="stock-physical">
                  {formatUnits(line.physical, lang)}
                </TableCell>
                <TableCell sx={num}>{formatUnits(line.reserved, lang)}</TableCell>
                <TableCell sx={{ ...num, fontWeight: 600 }} data-testid="stock-available">
                  {formatUnits(line.available, lang)}
                </TableCell>
                <TableCell sx={num}>{formatEq75(line.eq75, lang)}</TableCell>
                <TableCell sx={num}>{formatHl(line.hl, lang)}</TableCell>
                <TableCell>
                  <LevelChip line={line} />
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}

/** The stock lines as cards (phones): the line's name, its levels in three figures. */
export function StockCards({ lines, loading }: { lines: StockLine[]; loading: boolean }) {
  const { t, lang } = useStockLabels();
  if (loading && lines.length === 0)
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={112} />
        ))}
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="stock-cards">
      {lines.map((line) => (
        <Card key={line.id} data-testid="stock-row">
          <CardActionArea component={RouterLink} to={lineUrl(line.id)} sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{line.productName}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {[line.formatLabel, line.vintage || t('common.noVintage'), line.lot]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {line.warehouseName}
                </Typography>
              </Box>
              <LevelChip line={line} />
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 1 }}>
              {(
                [
                  ['physical', line.physical],
                  ['reserved', line.reserved],
                  ['available', line.available],
                ] as const
              ).map(([key, value]) => (
                <Box key={key}>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t(`common.${key}`)}
                  </Typography>
                  <Typography
                    sx={{ fontWeight: key === 'available' ? 700 : 500 }}
                    data-testid={`stock-${key}`}
                  >
                    {formatUnits(value, lang)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
