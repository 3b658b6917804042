import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { ShopFooter } from '../components/shop-footer.tsx';
import { useDocumentTitle, useShopRoute, useStorefront } from '../components/storefront.hooks.ts';
import { countryName, formatSiret } from '../logic/storefront.format.ts';
import '../storefront.i18n.ts';
import type { ShopLegal } from '@cuvee/contracts';
import './legal-notice.css';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
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
  return (
    <>
      <div className="cv-legal">
        <Breadcrumb items={[{ label: shop.name, to: base }, { label: t('legal.title') }]} />
        <h1>{t('legal.title')}</h1>
        <section aria-labelledby="legal-publisher">
          <h2 id="legal-publisher">{t('legal.publisher')}</h2>
          <dl>
            <Row term={t('legal.legalName')}>{legal.legalName || shop.name}</Row>
            <Row term={t('legal.siret')}>{legal.siret ? formatSiret(legal.siret) : missing}</Row>
            <Row term={t('legal.vat')}>{legal.vatNumber || missing}</Row>
            <Row term={t('legal.address')}>
              {address.length ? (
                <address>
                  {address.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </address>
              ) : (
                missing
              )}
            </Row>
            <Row term={t('legal.email')}>
              {legal.email ? <a href={`mailto:${legal.email}`}>{legal.email}</a> : missing}
            </Row>
            <Row term={t('legal.phone')}>
              {legal.phone ? <a href={`tel:${legal.phone.replace(/\s+/g, '')}`}>{legal.phone}</a> : missing}
            </Row>
            {legal.website && (
              <Row term={t('legal.website')}>
                <a href={legal.website} rel="noopener">
                  {legal.website}
                </a>
              </Row>
            )}
          </dl>
        </section>
        <section aria-labelledby="legal-host">
          <h2 id="legal-host">{t('legal.host')}</h2>
          <p>{t('legal.hostText')}</p>
        </section>
        <p className="cv-legal-minors">{t('legal.minors')}</p>
      </div>
      <ShopFooter base={base} shopKey={key} name={shop.name} />
    </>
  );
}
