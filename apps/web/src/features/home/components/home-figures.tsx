import type { HomeFigures as Figures } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain/money';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { homeFiguresQuery } from '../api/home.queries.ts';
import '../home.i18n.ts';

function Figure({
  label,
  to,
  children,
  testId,
}: {
  label: string;
  to: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card component="li" sx={{ listStyle: 'none', minWidth: 0 }} data-testid={testId}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: 2, height: '100%' }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {children}
      </CardActionArea>
    </Card>
  );
}

const big = {
  fontSize: { xs: '1.2rem', sm: '1.6rem' },
  fontWeight: 700,
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
} as const;

/**
 * The owner's home figures (issue 24): turnover of the month, orders to validate and to ship,
 * unpaid. The API answers only the figures the user may read (a collaborator without
 * seeAllPayment gets no unpaid amount): what is not answered is not shown.
 */
/** The figures that are a count of orders in one status, and the list they open. */
const COUNTED = [
  { key: 'toValidate', testId: 'figure-to-validate', to: '/dashboard/orders?status=pending' },
  { key: 'toShip', testId: 'figure-to-ship', to: '/dashboard/orders?status=validated' },
] as const;

export function HomeFigures() {
  const may = useCan('home.figures.read');
  if (!may) return null;
  return <FigureCards />;
}

function FigureCards() {
  const { t } = useTranslation('home');
  const lang = useUiLanguage();
  const query = useQuery(homeFiguresQuery());
  const money = (cents: number) => formatEuros(cents, lang === 'fr' ? 'fr-FR' : 'en-GB');
  const month = (figures: Figures) =>
    figures.turnover
      ? new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { month: 'long', timeZone: 'UTC' }).format(
          new Date(`${figures.turnover.month}-01T00:00:00Z`),
        )
      : '';
  const figures = query.data;
  return (
    <Box component="section" aria-labelledby="home-figures-title">
      <Typography id="home-figures-title" component="h2" variant="h3" sx={{ mb: 1.5 }}>
        {t('figures.title')}
      </Typography>
      {query.isError ? (
        <Typography color="text.secondary">{t('figures.loadError')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {!figures
            ? [0, 1, 2, 3].map((n) => (
                <Skeleton key={n} component="li" variant="rounded" height={96} sx={{ listStyle: 'none' }} />
              ))
            : [
                figures.turnover && (
                  <Figure
                    key="turnover"
                    testId="figure-turnover"
                    label={t('figures.turnover', { month: month(figures) })}
                    to="/dashboard/orders/bills"
                  >
                    <Typography sx={big}>
                      {money(figures.turnover.ht)} {t('figures.ht')}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {money(figures.turnover.ttc)} {t('figures.ttc')} · {t('figures.turnoverHint')}
                    </Typography>
                  </Figure>
                ),
                // Orders to validate, then to ship: a count that opens the orders in that status.
                ...COUNTED.map(
                  ({ key, testId, to }) =>
                    figures[key] && (
                      <Figure key={key} testId={testId} label={t(`figures.${key}`)} to={to}>
                        <Typography sx={big}>{figures[key].count}</Typography>
                      </Figure>
                    ),
                ),
                figures.unpaid && (
                  <Figure
                    key="unpaid"
                    testId="figure-unpaid"
                    label={t('figures.unpaid')}
                    to="/dashboard/payments/unpaids"
                  >
                    <Typography sx={big}>
                      {money(figures.unpaid.amount)} {t('figures.ttc')}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t('figures.unpaidCount', { count: figures.unpaid.count })}
                    </Typography>
                  </Figure>
                ),
              ]}
        </Box>
      )}
    </Box>
  );
}
