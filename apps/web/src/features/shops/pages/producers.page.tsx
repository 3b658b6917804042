import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/auth.store.ts';
import { usePublicShop } from '../../storefront/api/storefront.queries.ts';
import '../shops.i18n.ts';

function ProducerCard({ urlShop, name }: { urlShop: string; name: string }) {
  const { t } = useTranslation('shops');
  const { data: shop } = usePublicShop(urlShop);
  return (
    <Card data-testid="producer-card">
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar
          src={shop?.editedShop.logo ?? undefined}
          alt=""
          variant="rounded"
          sx={{ width: 56, height: 56, bgcolor: shop?.editedShop.logo ? 'transparent' : 'primary.main' }}
        >
          {name.charAt(0)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="h4" component="h2" sx={{ flex: '1 1 140px' }}>
            {name}
          </Typography>
          <Button component={RouterLink} to={`/${urlShop}`} variant="outlined" size="small">
            {t('visit')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The producers a buyer or an agent works with (their shop memberships). */
export function ProducerList({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shops');
  const user = useCurrentUser();
  const shops = user?.shops ?? [];
  if (shops.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('producersEmpty')}</Typography>;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: compact ? '1fr' : { xs: '1fr', md: '1fr 1fr' } }}
    >
      {shops.map((shop) => (
        <ProducerCard key={shop.id} urlShop={shop.urlShop} name={shop.name} />
      ))}
    </Box>
  );
}

/** /shops for buyers and agents (owners and iam are sent to their own shop). */
export function ProducersPage() {
  const { t } = useTranslation('shops');
  return (
    <Box sx={{ maxWidth: 1000 }}>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        {t('producersTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('producersIntro')}</Typography>
      <ProducerList />
    </Box>
  );
}
