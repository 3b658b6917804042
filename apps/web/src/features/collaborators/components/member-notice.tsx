import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth.store.ts';
import '../collaborators.i18n.ts';

/** Spec §1: while signed in as a collaborator, a notice says so, above every dashboard page. */
export function MemberNotice() {
  const { t } = useTranslation('collaborators');
  const user = useAuthStore((s) => s.user);
  const shop = useAuthStore((s) => s.shop);
  const shopName = shop?.name ?? (user?.shops.length === 1 ? user.shops[0]!.name : null);
  if (user?.role !== 'iam' || !shopName) return null;
  return (
    <Alert severity="info" variant="outlined" data-testid="member-notice" sx={{ mb: 2, py: 0 }}>
      {t('notice', { shop: shopName })}
    </Alert>
  );
}
