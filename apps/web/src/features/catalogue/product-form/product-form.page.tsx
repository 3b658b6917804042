import { PRODUCT_TYPES, type ProductType } from '@cuvee/domain';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { productQuery } from '../api/catalogue.queries.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { ProductForm } from './product-form.tsx';
import './product-form.i18n.ts';

/** /dashboard/products/add (?type=bottle|accessory|prestation|box). */
export function ProductCreatePage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const initialType = (PRODUCT_TYPES as readonly string[]).includes(type ?? '')
    ? (type as ProductType)
    : 'bottle';
  return <ProductForm key={`new-${initialType}`} product={null} initialType={initialType} />;
}

/** /dashboard/products/:id: the product screen, to read and change every field. */
export function ProductEditPage() {
  const { t } = useTranslation('productForm');
  const { id = '' } = useParams();
  const query = useQuery({
    ...productQuery(id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
  if (query.isPending)
    return (
      <Box sx={{ maxWidth: 1180, mx: 'auto', display: 'grid', gap: 2 }} aria-busy="true">
        <Skeleton width={240} height={48} />
        <Skeleton variant="rounded" height={44} />
        <Skeleton variant="rounded" height={420} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  if (!query.data)
    return (
      <Card sx={{ maxWidth: 720, mx: 'auto' }}>
        <EmptyState
          icon={<SearchOff />}
          title={t('notFound')}
          text={t('notFoundText')}
          action={
            <Button component={RouterLink} to="/dashboard/products" variant="contained">
              {t('backToList')}
            </Button>
          }
        />
      </Card>
    );
  // A fresh form per product (and per save: the answer becomes the new starting point).
  return <ProductForm key={query.data.id} product={query.data} />;
}
