import type { Movement } from '@cuvee/contracts';
import { NO_DRM_LINE } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { drmCatalogueQuery } from '../api/drm.queries.ts';
import { formatSigned, formatUnits } from '../logic/measures.ts';
import { useStockLabels } from './labels.ts';

const dayLabel = (day: string, lang: 'fr' | 'en') =>
  new Date(`${day.slice(0, 10)}T12:00:00Z`).toLocaleDateString(lang === 'fr' ? 'fr-FR' : 'en-GB');

function Quantity({ value }: { value: number }) {
  const lang = useUiLanguage();
  return (
    <Box
      component="span"
      sx={{ fontWeight: 700, color: value < 0 ? 'error.main' : value > 0 ? 'success.main' : 'text.primary' }}
    >
      {formatSigned(value, lang)}
    </Box>
  );
}

/** A movement's DRM type in the UI language: the catalogue's label, 'no line', or untyped. */
function useDrmTypeLabel() {
  const { t, lang } = useStockLabels();
  const catalogue = useQuery(drmCatalogueQuery());
  return (m: Pick<Movement, 'drmType' | 'exciseStatus'>): { text: string; untyped: boolean } => {
    if (m.drmType === null) return { text: t('journal.drmUntyped'), untyped: true };
    if (m.drmType === NO_DRM_LINE) return { text: t('journal.drmNoLine'), untyped: false };
    const regime = m.exciseStatus === 'suspended' ? 'suspendu' : 'acquitte';
    const types = catalogue.data?.types ?? [];
    const type =
      types.find((x) => x.code === m.drmType && x.regime === regime) ??
      types.find((x) => x.code === m.drmType);
    return { text: type ? type.label[lang] : m.drmType, untyped: false };
  };
}

function DrmTypeText({ movement }: { movement: Movement }) {
  const label = useDrmTypeLabel()(movement);
  return (
    <Box
      component="span"
      sx={{ color: label.untyped ? 'error.main' : undefined }}
      data-testid="movement-drm-type"
    >
      {label.text}
    </Box>
  );
}

/** The journal as a table (desktop); `compact` leaves out what a line's own page already says. */
export function MovementTable({
  movements,
  loading,
  compact = false,
}: {
  movements: Movement[];
  loading: boolean;
  compact?: boolean;
}) {
  const { t, lang, movementKind } = useStockLabels();
  const num = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
  const columns = compact ? 7 : 10;
  return (
    <Table size="small" sx={{ minWidth: compact ? 760 : 1120 }} data-testid="movement-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('journal.date')}</TableCell>
          <TableCell>{t('journal.kind')}</TableCell>
          {!compact && <TableCell>{t('common.product')}</TableCell>}
          {!compact && <TableCell>{t('common.lot')}</TableCell>}
          {!compact && <TableCell>{t('common.warehouse')}</TableCell>}
          <TableCell sx={num}>{t('journal.quantity')}</TableCell>
          <TableCell sx={num}>{t('journal.balance')}</TableCell>
          <TableCell>{t('journal.drmType')}</TableCell>
          <TableCell>{t('journal.document')}</TableCell>
          <TableCell>{t('journal.author')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {loading && movements.length === 0
          ? [0, 1, 2].map((i) => (
              <TableRow key={i}>
                <TableCell colSpan={columns}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            ))
          : movements.map((m) => (
              <TableRow key={m.id} data-testid="movement-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayLabel(m.date, lang)}</TableCell>
                <TableCell>
                  {movementKind(m.kind)}
                  {m.reason && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {m.reason}
                    </Typography>
                  )}
                </TableCell>
                {!compact && (
                  <TableCell>
                    {m.productName}
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {[m.formatLabel, m.vintage].filter(Boolean).join(' · ')}
                    </Typography>
                  </TableCell>
                )}
                {!compact && (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.lot || t('common.noLot')}</TableCell>
                )}
                {!compact && <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.warehouseName}</TableCell>}
                <TableCell sx={num} data-testid="movement-quantity">
                  <Quantity value={m.quantity} />
                </TableCell>
                <TableCell sx={num}>{formatUnits(m.balanceAfter, lang)}</TableCell>
                <TableCell sx={{ minWidth: 140 }}>
                  <DrmTypeText movement={m} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {[m.documentRef, m.documentNumber].filter(Boolean).join(' · ')}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.author.name}</TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}

/** The journal as cards (phones). */
export function MovementCards({ movements, loading }: { movements: Movement[]; loading: boolean }) {
  const { t, lang, movementKind } = useStockLabels();
  if (loading && movements.length === 0) return <Skeleton variant="rounded" height={96} />;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {movements.map((m) => (
        <Card key={m.id} sx={{ p: 1.5 }} data-testid="movement-row">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{movementKind(m.kind)}</Typography>
            <Quantity value={m.quantity} />
          </Box>
          <Typography variant="body2">
            {m.productName} · {[m.formatLabel, m.vintage, m.lot].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {dayLabel(m.date, lang)} · {m.warehouseName} · {t('journal.balance')}{' '}
            {formatUnits(m.balanceAfter, lang)}
            {m.documentRef ? ` · ${m.documentRef}` : ''}
            {m.documentNumber ? ` · ${m.documentNumber}` : ''}
          </Typography>
          <Typography variant="body2">
            {t('journal.drmTypeIs')} <DrmTypeText movement={m} />
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
