import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { ShopFooter } from '../components/shop-footer.tsx';
import { useDocumentTitle, useShopRoute, useStorefront } from '../components/storefront.hooks.ts';
import { countryName, formatSiret } from '../logic/storefront.format.ts';
import '../storefront.i18n.ts';
import type { ShopLegal } from '@cuvee/contracts';
import { LEGAL_KIND_LABELS, legalPageRequest } from '@cuvee/domain/legal/legal-kinds';
import { useSearchParams } from '../../../shop-app/router.tsx';
import { useLegalDocument } from '../api/legal-document.queries.ts';
import { LegalDocumentBody, LegalDocumentsNav } from '../components/legal-document.tsx';
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

/**
 * '/:name/legal-notice' and '/shops/:id/legal-notice': the shop's legal notice (LCEN art. 6),
 * and with `?doc=` its other legal documents (issue 24: terms of sale, privacy policy,
 * withdrawal rules), `?version=` an earlier version (an order's link to the terms it accepted).
 */
export function LegalNoticePage() {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  const { key, base } = useShopRoute();
  const [params] = useSearchParams();
  const { kind, version } = legalPageRequest(params);
  const storefront = useStorefront();
  const legalDoc = useLegalDocument(key || null, kind, version);
  const shop = storefront.data?.shop;
  const title = LEGAL_KIND_LABELS[kind][lang];
  useDocumentTitle(shop ? `${title} — ${shop.name}` : null);
  if (storefront.data === null || !shop) return null;
  const body =
    legalDoc.data === undefined ? null : (
      <LegalDocumentBody answer={legalDoc.data} kind={kind} base={base} asked={version} lang={lang} />
    );
  return (
    <>
      <div className="cv-legal">
        <Breadcrumb items={[{ label: shop.name, to: base }, { label: title }]} />
        <h1>{title}</h1>
        <LegalDocumentsNav
          base={base}
          published={legalDoc.data?.published ?? []}
          current={kind}
          lang={lang}
        />
        {kind === 'legal_notice' ? <ShopIdentity shop={shop} /> : null}
        {body}
        <p className="cv-legal-minors">{t('legal.minors')}</p>
      </div>
      <ShopFooter base={base} shopKey={key} name={shop.name} />
    </>
  );
}

/** The publisher and host, from the shop's settings (the legal notice's part the law names). */
function ShopIdentity({ shop }: { shop: { name: string; legal: ShopLegal } }) {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  const legal = shop.legal;
  const missing = t('legal.missing');
  const address = addressLines(legal.address, countryName(legal.address?.country, lang));
  return (
    <>
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
    </>
  );
}
