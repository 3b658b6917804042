import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/auth.store.ts';
import { HomeHeader } from './home-header.tsx';
import '../home.i18n.ts';

/** The buyer's latest orders (given by the orders feature), with what to show before the first. */
function OrdersCard({ latest }: { latest(empty: ReactNode): ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <Card component="section" aria-labelledby="buyer-orders-title">
      <CardContent>
        <Typography id="buyer-orders-title" component="h2" variant="h3" sx={{ mb: 2 }}>
          {t('orders.title')}
        </Typography>
        {latest(
          <Box sx={{ textAlign: 'center', py: 3 }} data-testid="orders-empty">
            <ShoppingBagOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
            <Typography sx={{ fontWeight: 600, mt: 1 }}>{t('orders.empty')}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {t('orders.emptyHint')}
            </Typography>
          </Box>,
        )}
        <Button component={RouterLink} to="/dashboard/orders" variant="outlined" size="small" sx={{ mt: 2 }}>
          {t('orders.all')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** Buyer home: latest orders, producers and notifications, each given by its feature. */
export function BuyerHome({
  latestOrders,
  producers,
  notifications,
  loyalty,
}: {
  latestOrders(empty: ReactNode): ReactNode;
  producers: ReactNode;
  notifications: ReactNode;
  /** The buyer's points at each producer (issue 29). */
  loyalty?: ReactNode;
}) {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1280 }}>
      <HomeHeader name={user.firstname || user.username} intro={t('buyerIntro')} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <OrdersCard latest={latestOrders} />
        <Card component="section" aria-labelledby="buyer-producers-title">
          <CardContent>
            <Typography id="buyer-producers-title" component="h2" variant="h3" sx={{ mb: 2 }}>
              {t('producers.title')}
            </Typography>
            {producers}
            <Button component={RouterLink} to="/shops" sx={{ mt: 2 }}>
              {t('producers.all')}
            </Button>
          </CardContent>
        </Card>
      </Box>
      {loyalty}
      {notifications}
    </Box>
  );
}
