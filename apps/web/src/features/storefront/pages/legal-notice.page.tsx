import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { Breadcrumb } from '../components/product-detail.tsx';
import { ShopFooter } from '../components/shop-footer.tsx';
import { useDocumentTitle, useShopRoute, useStorefront } from '../components/storefront.hooks.ts';
import { FOCUS_RING, SERIF } from '../components/storefront.styles.ts';
import { countryName, formatSiret } from '../logic/storefront.format.ts';
import '../storefront.i18n.ts';
import type { ShopLegal } from '@cuvee/contracts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Box
        component="dt"
        sx={{ color: 'text.secondary', py: 1.25, borderTop: 1, borderColor: '#efe8e0', fontSize: '0.92rem' }}
      >
        {term}
      </Box>
      <Box
        component="dd"
        sx={{
          m: 0,
          py: { xs: 0, sm: 1.25 },
          pb: { xs: 1.25 },
          borderTop: { sm: 1 },
          borderColor: { sm: '#efe8e0' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Address lines of the legal notice. */
export function addressLines(address: ShopLegal['address'], country: string | null): string[] {
  if (!address) return [];
  const city = [address.zipcode, address.city].filter(Boolean).join(' ');
  return [address.street, city, country].filter((l): l is string => Boolean(l?.trim()));
}

/** '/:name/legal-notice' and '/shops/:id/legal-notice': the shop's legal notice (LCEN art. 6). */
export function LegalNoticePage() {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  const { key, base } = useShopRoute();
  const storefront = useStorefront();
  const shop = storefront.data?.shop;
  useDocumentTitle(shop ? `${t('legal.title')} — ${shop.name}` : null);
  if (storefront.data === null || !shop) return null;
  const legal = shop.legal;
  const missing = t('legal.missing');
  const address = addressLines(legal.address, countryName(legal.address?.country, lang));
  const link = { color: 'primary.main', textUnderlineOffset: '3px', ...FOCUS_RING } as const;
  return (
    <>
      <Box sx={{ maxWidth: 860, mx: 'auto', px: { xs: 2, sm: 4 }, pt: { xs: 2, sm: 4 } }}>
        <Breadcrumb items={[{ label: shop.name, to: base }, { label: t('legal.title') }]} />
        <Box
          component="h1"
          sx={{ fontFamily: SERIF, fontWeight: 600, fontSize: { xs: '2rem', sm: '2.5rem' }, m: 0, mb: 4 }}
        >
          {t('legal.title')}
        </Box>
        <Box component="section" aria-labelledby="legal-publisher" sx={{ mb: 5 }}>
          <Box
            component="h2"
            id="legal-publisher"
            sx={{ fontFamily: SERIF, fontWeight: 600, fontSize: '1.35rem', m: 0, mb: 1.5 }}
          >
            {t('legal.publisher')}
          </Box>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' }, columnGap: 3 }}
          >
            <Row term={t('legal.legalName')}>{legal.legalName || shop.name}</Row>
            <Row term={t('legal.siret')}>{legal.siret ? formatSiret(legal.siret) : missing}</Row>
            <Row term={t('legal.vat')}>{legal.vatNumber || missing}</Row>
            <Row term={t('legal.address')}>
              {address.length ? (
                <Box component="address" sx={{ fontStyle: 'normal' }}>
                  {address.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </Box>
              ) : (
                missing
              )}
            </Row>
            <Row term={t('legal.email')}>
              {legal.email ? (
                <Box component="a" href={`mailto:${legal.email}`} sx={link}>
                  {legal.email}
                </Box>
              ) : (
                missing
              )}
            </Row>
            <Row term={t('legal.phone')}>
              {legal.phone ? (
                <Box component="a" href={`tel:${legal.phone.replace(/\s+/g, '')}`} sx={link}>
                  {legal.phone}
                </Box>
              ) : (
                missing
              )}
            </Row>
            {legal.website && (
              <Row term={t('legal.website')}>
                <Box component="a" href={legal.website} rel="noopener" sx={link}>
                  {legal.website}
                </Box>
              </Row>
            )}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="legal-host" sx={{ mb: 5 }}>
          <Box
            component="h2"
            id="legal-host"
            sx={{ fontFamily: SERIF, fontWeight: 600, fontSize: '1.35rem', m: 0, mb: 1.5 }}
          >
            {t('legal.host')}
          </Box>
          <Box component="p" sx={{ m: 0 }}>
            {t('legal.hostText')}
          </Box>
        </Box>
        <Box component="p" sx={{ color: 'text.secondary', fontSize: '0.92rem' }}>
          {t('legal.minors')}
        </Box>
      </Box>
      <ShopFooter base={base} shopKey={key} name={shop.name} />
    </>
  );
}
