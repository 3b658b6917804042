import type { PublicLegalResponse } from '@cuvee/contracts/legal';
import type { UiLanguage } from '@cuvee/domain/language';
import {
  LEGAL_KIND_LABELS,
  LEGAL_KINDS,
  type LegalKind,
  legalPagePath,
} from '@cuvee/domain/legal/legal-kinds';
import { useTranslation } from 'react-i18next';
import { LegalText } from '../../../components/shared/legal-text.tsx';
import { formatDate } from '../../../lib/format.ts';
import { Link } from '../../../shop-app/router.tsx';

/*
 * The shop's legal documents on its pages (issue 24): the links between them, and a published
 * version's text with its number and date (an earlier version, read from an order, says so).
 */

/** The legal notice and every document the shop published; the one on screen marked current. */
export function LegalDocumentsNav({
  base,
  published,
  current,
  lang,
}: {
  base: string;
  published: readonly LegalKind[];
  current: LegalKind;
  lang: UiLanguage;
}) {
  const { t } = useTranslation('storefront');
  const shown = LEGAL_KINDS.filter(
    (kind) => kind === 'legal_notice' || kind === current || published.includes(kind),
  );
  return (
    <nav aria-label={t('legal.documents')} className="cv-legal-nav">
      <ul>
        {shown.map((kind) => (
          <li key={kind}>
            <Link to={legalPagePath(base, kind)} aria-current={kind === current ? 'page' : undefined}>
              {LEGAL_KIND_LABELS[kind][lang]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A published version: its number and date, and its text; a message when there is none. */
export function LegalDocumentBody({
  answer,
  kind,
  base,
  asked,
  lang,
}: {
  /** null: the version asked does not exist. */
  answer: PublicLegalResponse | null;
  kind: LegalKind;
  base: string;
  asked: number | null;
  lang: UiLanguage;
}) {
  const { t } = useTranslation('storefront');
  const document = answer?.document;
  if (!document) {
    // The legal notice's identity stands on its own: only the other documents say they are missing.
    if (kind === 'legal_notice' && !asked) return null;
    return <p className="cv-legal-empty">{t(asked ? 'legal.versionNotFound' : 'legal.notPublished')}</p>;
  }
  return (
    <article className="cv-legal-doc" aria-label={LEGAL_KIND_LABELS[kind][lang]} data-testid="legal-document">
      <p className="cv-legal-version">
        {t('legal.versionOf', {
          version: document.version,
          date: formatDate(document.publishedAt, lang, 'Europe/Paris'),
        })}
      </p>
      {!document.current && (
        <p className="cv-legal-older" role="note">
          {t('legal.olderVersion')} <Link to={legalPagePath(base, kind)}>{t('legal.seeCurrent')}</Link>
        </p>
      )}
      <LegalText source={document.body} />
    </article>
  );
}
