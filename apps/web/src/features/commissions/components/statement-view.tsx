import type { CommissionStatement } from '@cuvee/contracts';
import { formatEuros, quarterLabel } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { CommissionStatus, ratePercent } from './commission-status.tsx';
import '../commissions.i18n.ts';

/** Every element of a statement's calculation (R134-3): documents, days earned, bases, rates, the total. */
export function StatementView({
  statement: s,
  hideStatus = false,
}: {
  statement: CommissionStatement;
  hideStatus?: boolean;
}) {
  const { t } = useTranslation('commissions');
  const lang = useUiLanguage();
  const day = (iso: string) => formatDate(iso, lang);
  const mobile = useIsMobile();
  const family = (f: string) => t(`families.${f}`, { defaultValue: f });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {!hideStatus && <CommissionStatus status={s.status} />}
        <Typography variant="body2" color="text.secondary">
          {t('period', {
            from: day(s.periodFrom),
            to: day(s.periodTo),
            basis: s.basis ? t(`basis.${s.basis}`) : '—',
          })}
        </Typography>
      </Box>
      {s.status === 'preview' && (
        <Typography variant="body2" color="text.secondary">
          {t('previewNote')}
        </Typography>
      )}
      {mobile ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {s.elements.length === 0 && <li>{t('noElement')}</li>}
          {s.elements.flatMap((e) =>
            e.parts.map((p) => (
              <Box
                component="li"
                key={`${e.sourceId}-${p.family}-${p.rateBp}`}
                data-testid="commission-element"
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  pb: 1,
                }}
              >
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t(`element.${e.kind}`)} {e.number}
                    {e.carriedOver ? ` (${t('carried')})` : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {e.clientName} · {day(e.earnedOn)} · {family(p.family)}
                  </Typography>
                </Box>
                <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  <Typography variant="body2">{formatEuros(p.htCents)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {ratePercent(p.rateBp)}
                  </Typography>
                </Box>
              </Box>
            )),
          )}
          {s.byRate.map((r) => (
            <Box
              component="li"
              key={r.rateBp}
              sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 600 }}
            >
              <span>{t('subtotal', { rate: ratePercent(r.rateBp) })}</span>
              <span>{formatEuros(r.baseCents)}</span>
            </Box>
          ))}
          <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
            <span>{t('total')}</span>
            <span>{formatEuros(s.baseCents)}</span>
          </Box>
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`${s.agent.name} ${quarterLabel(s.quarter)}`}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.elements')}</TableCell>
                <TableCell>{t('client')}</TableCell>
                <TableCell>{t('earnedOn')}</TableCell>
                <TableCell>{t('familyCol')}</TableCell>
                <TableCell align="right">{t('columns.base')}</TableCell>
                <TableCell align="right">{t('columns.rate')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {s.elements.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>{t('noElement')}</TableCell>
                </TableRow>
              )}
              {s.elements.flatMap((e) =>
                e.parts.map((p) => (
                  <TableRow key={`${e.sourceId}-${p.family}-${p.rateBp}`} data-testid="commission-element">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {t(`element.${e.kind}`)} {e.number}
                      {e.carriedOver ? ` (${t('carried')})` : ''}
                    </TableCell>
                    <TableCell>{e.clientName}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(e.earnedOn)}</TableCell>
                    <TableCell>{family(p.family)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatEuros(p.htCents)}
                    </TableCell>
                    <TableCell align="right">{ratePercent(p.rateBp)}</TableCell>
                  </TableRow>
                )),
              )}
              {s.byRate.map((r) => (
                <TableRow key={r.rateBp}>
                  <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
                    {t('subtotal', { rate: ratePercent(r.rateBp) })}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {formatEuros(r.baseCents)}
                  </TableCell>
                  <TableCell />
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={4} sx={{ fontWeight: 700 }}>
                  {t('total')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {formatEuros(s.baseCents)}
                </TableCell>
                <TableCell />
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      )}
      <Typography variant="h3" component="p" data-testid="commission-due">
        {t('commissionDue')} : {formatEuros(s.commissionCents)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {s.paidAt ? t('paidOn', { date: day(s.paidAt) }) : t('dueOn', { date: day(s.dueOn) })}
      </Typography>
    </Box>
  );
}
