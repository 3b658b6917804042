import type { SalesOrderDetail } from '@cuvee/contracts/sales-orders';
import { legalPagePath } from '@cuvee/domain/legal/legal-kinds';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';

/**
 * The version of the shop's terms of sale the buyer accepted at checkout (issue 24), linked to
 * that very version on the shop's pages; nothing for an order without (entered by the shop).
 */
export function OrderAcceptedTerms({ order }: { order: SalesOrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = useUiLanguage();
  const terms = order.acceptedTerms;
  if (!terms) return null;
  return (
    <Link
      href={legalPagePath(`/${order.seller.urlShop}`, 'cgv', terms.version)}
      target="_blank"
      rel="noopener"
      title={t('sales.termsOpen')}
      data-testid="order-accepted-terms"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, justifySelf: 'start' }}
    >
      <GavelOutlined fontSize="small" aria-hidden />
      {t('sales.termsAccepted', {
        version: terms.version,
        date: formatDate(terms.publishedAt, lang, 'Europe/Paris'),
      })}
    </Link>
  );
}
