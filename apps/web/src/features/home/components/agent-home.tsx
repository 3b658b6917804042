import { canVisitRoute, matchRoute } from '@cuvee/domain';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
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

const ACTIONS = [
  { key: 'order', to: '/dashboard/orders/add', icon: <AddShoppingCart /> },
  { key: 'client', to: '/dashboard/clients/add', icon: <PersonAddAltOutlined /> },
  { key: 'calendar', to: '/dashboard/calendar', icon: <CalendarMonthOutlined /> },
  { key: 'catalogue', to: '/dashboard/products', icon: <CategoryOutlined /> },
] as const;

/** Agent home: producers and quick actions (order, client, calendar, catalogue). */
export function AgentHome({
  producers,
  notice,
  tourMode,
}: {
  producers: ReactNode;
  /** The agent's requests still waiting for a producer's decision (decision 0025). */
  notice?: ReactNode;
  tourMode: boolean;
}) {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  if (!user) return null;
  const actions = ACTIONS.filter((action) => {
    const route = matchRoute(action.to);
    return route !== undefined && canVisitRoute(route, user, null);
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1280 }}>
      <HomeHeader
        name={user.firstname || user.username}
        intro={tourMode ? t('agentTourIntro') : t('agentIntro')}
      />
      {notice}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: tourMode ? '1fr' : '2fr 3fr' },
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-labelledby="agent-actions-title" data-testid="agent-shortcuts">
          <CardContent>
            <Typography id="agent-actions-title" component="h2" variant="h3" sx={{ mb: 2 }}>
              {t('agentShortcuts.title')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
              {actions.map((action) => (
                <Button
                  key={action.key}
                  component={RouterLink}
                  to={action.to}
                  variant="outlined"
                  startIcon={action.icon}
                  sx={{ justifyContent: 'flex-start', py: tourMode ? 2 : 1 }}
                >
                  {t(`agentShortcuts.${action.key}`)}
                </Button>
              ))}
            </Box>
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby="agent-producers-title">
          <CardContent>
            <Typography id="agent-producers-title" component="h2" variant="h3" sx={{ mb: 2 }}>
              {t('producers.title')}
            </Typography>
            {producers}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
