/*
 * The shop's legal documents (issue 24): general terms of sale (CGV), legal notice, privacy
 * policy and withdrawal rules. Each is published in versions that never change once published;
 * the public page shows the latest one, an order keeps the id of the CGV its buyer accepted.
 */

export const LEGAL_KINDS = ['cgv', 'legal_notice', 'privacy', 'withdrawal'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export const isLegalKind = (value: unknown): value is LegalKind =>
  typeof value === 'string' && (LEGAL_KINDS as readonly string[]).includes(value);

export const LEGAL_KIND_LABELS: Record<LegalKind, { fr: string; en: string }> = {
  cgv: { fr: 'Conditions générales de vente', en: 'Terms and conditions of sale' },
  legal_notice: { fr: 'Mentions légales', en: 'Legal notice' },
  privacy: { fr: 'Politique de confidentialité', en: 'Privacy policy' },
  withdrawal: { fr: 'Droit de rétractation', en: 'Right of withdrawal' },
};

/** Longest body a version may hold (characters of its text). */
export const LEGAL_BODY_MAX = 100_000;

/*
 * Where the documents are read (decision: the spec's own legal-notice route carries them all,
 * `?doc=` choosing one, as `?page=` chooses a tab; `/{name}/cgv` would be a product's URL).
 */

/** The storefront page of a document: '/domaine-demo/legal-notice?doc=cgv[&version=3]'. */
export function legalPagePath(base: string, kind: LegalKind, version?: number | null): string {
  const params = new URLSearchParams();
  if (kind !== 'legal_notice') params.set('doc', kind);
  if (version) params.set('version', String(version));
  const query = params.toString();
  return `${base}/legal-notice${query ? `?${query}` : ''}`;
}

/** The document a legal page's query asks for: `?doc=` (the legal notice without it) and `?version=`. */
export function legalPageRequest(params: URLSearchParams): { kind: LegalKind; version: number | null } {
  const doc = params.get('doc');
  const kind = isLegalKind(doc) ? doc : 'legal_notice';
  const raw = params.get('version');
  const version = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : null;
  return { kind, version: version && version > 0 ? version : null };
}

/** The public API request of a document (the storefront page's, and the server's preload key). */
export function legalDocumentUrl(shop: string, kind: LegalKind, version?: number | null): string {
  const path = `/v1/shops/${encodeURIComponent(shop)}/legal-documents/${kind}`;
  return version ? `${path}?version=${version}` : path;
}
