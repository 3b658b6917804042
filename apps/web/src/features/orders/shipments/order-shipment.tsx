import type { OrderShipment } from '@cuvee/contracts/orders';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import './shipments.i18n.ts';

/*
 * How an order left (issue 24): the carrier, the tracking number as a link to the carrier's page
 * (a new tab), the parcels and weight recorded. The producer's order page shows it; the buyer's
 * may too (the same shape, `order.shipment`).
 */
export function OrderShipmentInfo({ shipment }: { shipment: OrderShipment }) {
  const { t } = useTranslation('shipments');
  const lang = useUiLanguage();
  const facts = [
    shipment.carrierName,
    shipment.parcels ? t('list.parcels', { count: shipment.parcels }) : null,
    shipment.weightGrams
      ? t('list.kg', {
          weight: (shipment.weightGrams / 1000).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB', {
            maximumFractionDigits: 1,
          }),
        })
      : null,
    shipment.shippedAt ? `${t('shipment.shippedAt')} ${formatDate(shipment.shippedAt, lang)}` : null,
  ].filter(Boolean);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      data-testid="order-shipment"
    >
      {facts.length > 0 && <Typography sx={{ color: 'text.secondary' }}>{facts.join(' · ')}</Typography>}
      {shipment.trackingRef &&
        (shipment.trackingUrl ? (
          <Link
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
            aria-label={`${t('shipment.follow')} ${shipment.trackingRef}`}
            data-testid="tracking-link"
          >
            {t('shipment.tracking', { ref: shipment.trackingRef })}
            <OpenInNew sx={{ fontSize: 16 }} aria-hidden />
          </Link>
        ) : (
          <Typography color="text.secondary">
            {t('shipment.tracking', { ref: shipment.trackingRef })}
          </Typography>
        ))}
    </Box>
  );
}
