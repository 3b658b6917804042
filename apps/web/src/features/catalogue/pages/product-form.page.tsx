import { PRODUCT_TYPES, type ProductType } from '@cuvee/domain';
import CloudOff from '@mui/icons-material/CloudOff';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentShop } from '../../../lib/auth.store.ts';
import { productQuery, shopCatalogueQuery } from '../api/catalogue.queries.ts';
import type { FormShop } from '../components/product-form/product-form.context.ts';
import { ProductForm } from '../components/product-form/product-form.tsx';
import '../components/product-form/product-form.i18n.ts';

/** No retry on a refusal (4xx): it would only say the same thing again. */
const retryServerErrors = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/**
 * The product's shop for the form: the session's when it is that shop (owner, iam), else its
 * catalogue settings from GET /v1/shops/{id}/catalogue (an agent, who loads no shop).
 */
function useProductShop(shopId: string | undefined): {
  shop: FormShop | null;
  pending: boolean;
  failed: boolean;
  retry: () => void;
} {
  const loaded = useCurrentShop();
  const own = loaded && shopId && loaded.id === shopId ? loaded : null;
  const query = useQuery({
    ...shopCatalogueQuery(shopId ?? ''),
    enabled: Boolean(shopId) && !own,
    retry: retryServerErrors,
  });
  return {
    shop: own ?? query.data ?? null,
    pending: Boolean(shopId) && !own && query.isPending,
    failed: !own && query.isError,
    retry: () => void query.refetch(),
  };
}

function FormSkeleton() {
  return (
    <Box sx={{ maxWidth: 1180, mx: 'auto', display: 'grid', gap: 2 }} aria-busy="true">
      <Skeleton width={240} height={48} />
      <Skeleton variant="rounded" height={44} />
      <Skeleton variant="rounded" height={420} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

/** /dashboard/products/add (?type=bottle|accessory|prestation|box). */
export function ProductCreatePage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const initialType = (PRODUCT_TYPES as readonly string[]).includes(type ?? '')
    ? (type as ProductType)
    : 'bottle';
  // Creation is for owner and iam (route guard): their shop is the session's.
  const shop = useCurrentShop();
  return <ProductForm key={`new-${initialType}`} product={null} shop={shop} initialType={initialType} />;
}

/** /dashboard/products/:id: the product screen, to read and change every field. */
export function ProductEditPage() {
  const { t } = useTranslation('productForm');
  const { id = '' } = useParams();
  const query = useQuery({ ...productQuery(id), retry: retryServerErrors });
  const settings = useProductShop(query.data?.shopId);
  // The form's default values keep only the shop's typologies and tabs: build it once both are known.
  if (query.isPending || settings.pending) return <FormSkeleton />;
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
  if (settings.failed)
    return (
      <Card sx={{ maxWidth: 720, mx: 'auto' }} role="alert">
        <EmptyState
          icon={<CloudOff />}
          title={t('shopError')}
          text={t('shopErrorText')}
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
              <Button variant="contained" onClick={settings.retry}>
                {t('retry')}
              </Button>
              <Button component={RouterLink} to="/dashboard/products">
                {t('back')}
              </Button>
            </Box>
          }
        />
      </Card>
    );
  // A fresh form per product (and per save: the answer becomes the new starting point).
  return <ProductForm key={query.data.id} product={query.data} shop={settings.shop} />;
}
