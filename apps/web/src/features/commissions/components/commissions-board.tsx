import type { CommissionBoardRow } from '@cuvee/contracts';
import { formatEuros, quarterLabel } from '@cuvee/domain';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSelect } from '../../../components/form/filter-fields.tsx';
import { ListLoadError } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useDownloadBoard } from '../api/commissions.mutations.ts';
import { boardQuery } from '../api/commissions.queries.ts';
import { CommissionStatus, ratePercent } from './commission-status.tsx';
import { StatementDialog } from './statement-dialog.tsx';
import '../commissions.i18n.ts';

/** The owner's board (/dashboard/analytics/commissions): each agent's quarter, due or paid, its export. */
export function CommissionsBoard() {
  const { t } = useTranslation('commissions');
  const lang = useUiLanguage();
  const mobile = useIsMobile();
  const url = useUrlFilters();
  const board = useQuery(boardQuery(url.params.get('quarter') ?? undefined));
  const download = useDownloadBoard();
  const [open, setOpen] = useState<CommissionBoardRow['agent'] | null>(null);
  const data = board.data;
  const rate = (r: CommissionBoardRow) =>
    r.rateBp === null ? t('noRate') : `${ratePercent(r.rateBp)} · ${r.basis ? t(`basis.${r.basis}`) : ''}`;

  return (
    <Box sx={{ maxWidth: 1280, display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </Box>
      {board.isPending && <LinearProgress aria-hidden />}
      {board.isError && <ListLoadError message={t('loadError')} onRetry={() => void board.refetch()} />}
      {data && (
        <>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <ListSelect
              label={t('quarter')}
              value={data.quarter}
              options={data.quarters.map((q) => ({ value: q, label: quarterLabel(q) }))}
              onChange={(q) => url.set('quarter', q)}
            />
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              {t('dueOn', { date: formatDate(data.dueOn, lang) })}
            </Typography>
            <Button onClick={() => download.mutate({ quarter: data.quarter, format: 'csv' })}>
              {t('exportCsv')}
            </Button>
            <Button onClick={() => download.mutate({ quarter: data.quarter, format: 'xlsx' })}>
              {t('exportXlsx')}
            </Button>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 1, sm: 1.5 },
              gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            }}
          >
            {(['due', 'paid', 'preview'] as const).map((k) => (
              <Card key={k} variant="outlined" sx={{ p: { xs: 1.25, sm: 2 } }} data-testid={`total-${k}`}>
                <Typography variant="body2" color="text.secondary">
                  {t(`totals.${k}`)}
                </Typography>
                <Typography variant="h2" component="p" sx={{ fontSize: { xs: '1.05rem', sm: undefined } }}>
                  {formatEuros(data.totals[`${k}Cents`])}
                </Typography>
              </Card>
            ))}
          </Box>
          {data.rows.length === 0 ? (
            <EmptyState icon={<GroupsOutlined />} title={t('empty')} text={t('emptyText')} />
          ) : mobile ? (
            <Box sx={{ display: 'grid', gap: 1 }}>
              {data.rows.map((r) => (
                <Card
                  key={r.agent.id}
                  variant="outlined"
                  sx={{ p: 2, display: 'grid', gap: 0.5 }}
                  data-testid="commission-row"
                >
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{r.agent.name}</Typography>
                    <CommissionStatus status={r.status} />
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {rate(r)}
                  </Typography>
                  <Typography variant="body2">
                    {t('columns.base')} : {formatEuros(r.baseCents)} · {r.elements}{' '}
                    {t('columns.elements').toLowerCase()}
                  </Typography>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography variant="h3" component="p">
                      {formatEuros(r.commissionCents)}
                    </Typography>
                    <Button onClick={() => setOpen(r.agent)} aria-label={`${t('open')} ${r.agent.name}`}>
                      {t('open')}
                    </Button>
                  </Box>
                </Card>
              ))}
            </Box>
          ) : (
            <Card variant="outlined">
              <Table aria-label={`${t('title')} ${quarterLabel(data.quarter)}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('columns.agent')}</TableCell>
                    <TableCell>{t('columns.rate')}</TableCell>
                    <TableCell align="right">{t('columns.elements')}</TableCell>
                    <TableCell align="right">{t('columns.base')}</TableCell>
                    <TableCell align="right">{t('columns.commission')}</TableCell>
                    <TableCell>{t('columns.status')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.rows.map((r) => (
                    <TableRow key={r.agent.id} hover data-testid="commission-row">
                      <TableCell>
                        <Typography sx={{ fontWeight: 600 }}>{r.agent.name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {r.agent.email}
                        </Typography>
                      </TableCell>
                      <TableCell>{rate(r)}</TableCell>
                      <TableCell align="right">{r.elements}</TableCell>
                      <TableCell align="right">{formatEuros(r.baseCents)}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 600 }}>
                        {formatEuros(r.commissionCents)}
                      </TableCell>
                      <TableCell>
                        <CommissionStatus status={r.status} />
                        {r.paidAt && (
                          <Typography variant="body2" color="text.secondary">
                            {t('paidOn', { date: formatDate(r.paidAt, lang) })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">
                        <Button onClick={() => setOpen(r.agent)} aria-label={`${t('open')} ${r.agent.name}`}>
                          {t('open')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Card>
          )}
        </>
      )}
      {open && data && (
        <StatementDialog
          agent={open}
          quarter={data.quarter}
          ended={data.ended}
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}
