/*
 * What the default models of the legal documents say about the shop (issue 24): its identity as
 * the owner entered it in the settings. A fact the shop has not given yet is written as a
 * bracketed '[à compléter : …]' the owner sees at once when reviewing the model.
 */

export type LegalShopFacts = {
  /** The shop's trading name. */
  name: string;
  legalName?: string | null | undefined;
  /** 'SCEA', 'SARL', 'EARL', 'entreprise individuelle'… */
  legalForm?: string | null | undefined;
  /** Share capital, in cents. */
  shareCapitalCents?: number | null | undefined;
  siret?: string | null | undefined;
  /** 'RCS Nîmes 123 456 789', when registered. */
  rcs?: string | null | undefined;
  vatNumber?: string | null | undefined;
  address?:
    | {
        street?: string | null | undefined;
        zipcode?: string | null | undefined;
        city?: string | null | undefined;
        country?: string | null | undefined;
      }
    | null
    | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
};

export const toComplete = (what: string) => `[à compléter : ${what}]`;

const given = (value: string | null | undefined): value is string => Boolean(value?.trim());

/** 'SCEA Domaine Démo', or the trading name when no legal name is given. */
export const sellerName = (f: LegalShopFacts) => (given(f.legalName) ? f.legalName.trim() : f.name);

export function sellerAddress(f: LegalShopFacts): string {
  const a = f.address;
  const city = [a?.zipcode, a?.city].filter(given).join(' ');
  const parts = [a?.street, city].filter(given);
  if (parts.length < 2) return toComplete('adresse du siège');
  const country = a?.country && a.country !== 'FR' ? `, ${a.country}` : '';
  return `${parts.join(', ')}${country}`;
}

/** '123 456 789 00017' (SIREN and NIC), as the mentions print it. */
export function siretText(f: LegalShopFacts): string {
  const digits = f.siret?.replace(/\s+/g, '') ?? '';
  if (!/^\d{14}$/.test(digits)) return toComplete('numéro SIRET');
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
}

export const factOr = (value: string | null | undefined, what: string) =>
  given(value) ? value.trim() : toComplete(what);

export function capitalText(f: LegalShopFacts): string {
  if (f.shareCapitalCents == null) return toComplete('capital social, le cas échéant');
  const euros = f.shareCapitalCents / 100;
  return `${euros.toLocaleString('fr-FR', { minimumFractionDigits: Number.isInteger(euros) ? 0 : 2 })} €`;
}

/** The lines that identify the seller, as a list of the model. */
export function identityLines(f: LegalShopFacts): string[] {
  return [
    `Dénomination : **${sellerName(f)}**${given(f.legalName) && f.legalName.trim() !== f.name ? ` (boutique « ${f.name} »)` : ''}`,
    `Forme juridique : ${factOr(f.legalForm, 'forme juridique')}, capital : ${capitalText(f)}`,
    `Siège : ${sellerAddress(f)}`,
    `SIRET : ${siretText(f)}${given(f.rcs) ? ` — ${f.rcs.trim()}` : ''}`,
    `TVA intracommunautaire : ${factOr(f.vatNumber, 'numéro de TVA intracommunautaire')}`,
    `Courriel : ${given(f.email) ? `[${f.email.trim()}](mailto:${f.email.trim()})` : toComplete('adresse électronique')}`,
    `Téléphone : ${factOr(f.phone, 'téléphone')}`,
  ];
}

/** A model's heading note: what it is, for the owner to review before relying on it. */
export const MODEL_NOTE = (document: string) =>
  `> **Modèle à relire.** Ce texte est le modèle de ${document} proposé par la plateforme, complété avec les informations de la boutique. Il ne remplace pas le conseil d'un professionnel du droit : le vendeur le relit, complète les passages entre crochets, l'adapte à son activité et retire cet avertissement en publiant sa version.`;
