import type { ClientListRow } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ClientKindChip } from './client-chips.tsx';
import { useClientLabels } from './labels.ts';

const muted = { color: 'text.secondary' } as const;
type ViewProps = { rows: ClientListRow[]; loading: boolean };

/** A company's contact person under its name; an individual's name needs no second line. */
const secondLine = (row: ClientListRow) =>
  row.company ? [row.firstname, row.lastname].filter(Boolean).join(' ') : '';

/** Desktop and tablet: a row per client; the row opens its page, the name is its link (keyboard). */
export function ClientTable({ rows, loading }: ViewProps) {
  const { t, typology } = useClientLabels();
  const navigate = useNavigate();
  const wide = { display: { xs: 'none', lg: 'table-cell' } } as const;
  // The phone only on a wide screen: the sidebar leaves the 1280 px table too narrow for it.
  const wider = { display: { xs: 'none', xl: 'table-cell' } } as const;
  return (
    <Table size="small" aria-label={t('list.title')} data-testid="client-table">
      <TableHead>
        <TableRow sx={{ '& th': { fontWeight: 600, ...muted, whiteSpace: 'nowrap' } }}>
          <TableCell>{t('list.columns.name')}</TableCell>
          <TableCell>{t('list.columns.kind')}</TableCell>
          <TableCell>{t('list.columns.email')}</TableCell>
          <TableCell sx={wider}>{t('list.columns.phone')}</TableCell>
          <TableCell>{t('list.columns.city')}</TableCell>
          <TableCell>{t('list.columns.typology')}</TableCell>
          <TableCell sx={wide}>{t('list.columns.tags')}</TableCell>
          <TableCell>{t('list.columns.agent')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {loading && rows.length === 0
          ? Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
              <TableRow key={i}>
                <TableCell colSpan={8}>
                  <Skeleton width="60%" />
                </TableCell>
              </TableRow>
            ))
          : rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                onClick={() => navigate(`/dashboard/clients/${row.id}`)}
                sx={{ cursor: 'pointer' }}
                data-testid="client-row"
              >
                <TableCell sx={{ minWidth: 180 }}>
                  <Link
                    component={RouterLink}
                    to={`/dashboard/clients/${row.id}`}
                    underline="hover"
                    color="inherit"
                    sx={{ fontWeight: 600 }}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {row.displayName}
                  </Link>
                  {secondLine(row) && (
                    <Typography variant="body2" sx={{ ...muted, lineHeight: 1.3 }}>
                      {secondLine(row)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <ClientKindChip kind={row.kind} />
                </TableCell>
                <TableCell
                  sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  title={row.email ?? undefined}
                >
                  {row.email ?? '–'}
                </TableCell>
                <TableCell sx={{ ...wider, whiteSpace: 'nowrap' }}>{row.phone ?? '–'}</TableCell>
                <TableCell>{row.city ?? '–'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{typology(row.typology)}</TableCell>
                <TableCell sx={wide}>
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                    {row.tags.map((tag) => (
                      <Chip key={tag} size="small" label={tag} />
                    ))}
                  </Box>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.agent?.name ?? '–'}</TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}

/** Phones: a card per client. */
export function ClientCards({ rows, loading }: ViewProps) {
  const { typology } = useClientLabels();
  if (loading && rows.length === 0)
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={i} variant="rounded" height={84} />
        ))}
      </Box>
    );
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      data-testid="client-cards"
    >
      {rows.map((row) => (
        <li key={row.id}>
          <Card>
            <CardActionArea
              component={RouterLink}
              to={`/dashboard/clients/${row.id}`}
              sx={{ p: 1.5, display: 'grid', gap: 0.5, gridTemplateColumns: 'minmax(0, 1fr)' }}
              data-testid="client-card"
            >
              <Box
                sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}
              >
                <Typography sx={{ fontWeight: 600, lineHeight: 1.3, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {row.displayName}
                </Typography>
                <ClientKindChip kind={row.kind} />
              </Box>
              {secondLine(row) && (
                <Typography variant="body2" sx={muted} noWrap>
                  {secondLine(row)}
                </Typography>
              )}
              <Typography variant="body2" sx={muted} noWrap>
                {[typology(row.typology), row.city, row.agent?.name].filter(Boolean).join(' · ')}
              </Typography>
              {row.email && (
                <Typography variant="body2" sx={{ ...muted, overflowWrap: 'anywhere' }}>
                  {row.email}
                </Typography>
              )}
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
