import type { LegalKind } from './legal-kinds.ts';
import { cgvModel, withdrawalRules } from './legal-models.cgv.ts';
import {
  factOr,
  type LegalShopFacts,
  MODEL_NOTE,
  sellerAddress,
  sellerName,
  toComplete,
} from './legal-models.facts.ts';

export { cgvModel, withdrawalRules } from './legal-models.cgv.ts';
export type { LegalShopFacts } from './legal-models.facts.ts';

/*
 * The default models of the other legal documents (issue 24): the legal notice's complements
 * (the page prints the shop's identity itself, LCEN art. 6), the privacy policy (RGPD; the
 * CNIL's retention of customer and prospect data; CPCE L34-5 for marketing mails) and the
 * withdrawal rules on their own page.
 */

function privacyModel(f: LegalShopFacts): string {
  const seller = sellerName(f);
  const email = f.email?.trim()
    ? `[${f.email.trim()}](mailto:${f.email.trim()})`
    : toComplete('adresse électronique');
  return `${MODEL_NOTE('politique de confidentialité')}

## Responsable du traitement

${seller}, ${sellerAddress(f)}, est responsable du traitement des données personnelles collectées sur sa boutique en ligne « ${f.name} ». Pour toute question : ${email}.

## Données collectées

- identité et coordonnées : nom, prénom, adresse électronique, téléphone ;
- adresses de livraison et de facturation ;
- commandes, réservations, factures et paiements (les données de carte bancaire sont traitées par le prestataire de paiement et ne sont pas conservées par le Vendeur) ;
- la certification d'avoir au moins dix-huit ans et l'acceptation des conditions générales de vente (avec leur version) ;
- les messages échangés avec le Vendeur.

## Finalités et bases légales

- gérer les commandes, les livraisons, les paiements, les factures et le service après-vente : **exécution du contrat** ;
- respecter les obligations comptables, fiscales et douanières (dont la tenue des registres des boissons alcooliques) : **obligation légale** ;
- prévenir la vente d'alcool aux mineurs et la fraude : **obligation légale et intérêt légitime** ;
- envoyer des offres par courriel : avec le **consentement** préalable de l'Acheteur, ou, pour un client, sur des produits analogues à ceux achetés sauf opposition de sa part (article L34-5 du Code des postes et des communications électroniques). Chaque message permet de se désinscrire gratuitement.

## Destinataires

Les données sont destinées au personnel habilité du Vendeur et, pour ce qui les concerne, à ses sous-traitants : la plateforme qui héberge la boutique, le prestataire de paiement et les transporteurs. Elles ne sont ni vendues ni louées.

## Durées de conservation

- données des clients : pendant la relation commerciale puis trois (3) ans après le dernier achat ou le dernier contact ;
- données des prospects : trois (3) ans après leur collecte ou leur dernier contact ;
- factures et pièces comptables : dix (10) ans (article L123-22 du Code de commerce) ;
- compte client : jusqu'à sa suppression par l'Acheteur, sous réserve des durées ci-dessus.

## Vos droits

Conformément au RGPD et à la loi « Informatique et Libertés », vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition, ainsi que du droit de retirer votre consentement à tout moment et de définir des directives sur le sort de vos données après votre décès. Pour les exercer : ${email}, ou par courrier à ${sellerAddress(f)}. Vous pouvez introduire une réclamation auprès de la CNIL ([www.cnil.fr](https://www.cnil.fr)).

## Cookies

La boutique n'utilise que des cookies nécessaires à son fonctionnement : session de connexion, panier, langue et confirmation de l'âge. Aucun cookie publicitaire ou de mesure d'audience n'est déposé ${toComplete('à adapter si vous ajoutez un outil de mesure')}.`;
}

function legalNoticeModel(f: LegalShopFacts): string {
  // The page prints the publisher's identity from the shop's settings above this text.
  return `${MODEL_NOTE('mentions légales')}

## Publication

Directeur de la publication : ${toComplete('nom du directeur de la publication')}.

## Propriété intellectuelle

Les textes, photographies, logos et étiquettes présentés sur la boutique sont la propriété de ${sellerName(f)} ou de leurs auteurs. Toute reproduction sans autorisation est interdite.

## Crédits

Photographies : ${toComplete('auteurs des photographies')}.

Contact : ${factOr(f.email, 'adresse électronique')}.`;
}

function withdrawalModel(f: LegalShopFacts): string {
  return `${MODEL_NOTE('conditions du droit de rétractation')}

${withdrawalRules(f, '##')}`;
}

/** The default model of a document, filled with the shop's identity. */
export function legalModel(kind: LegalKind, facts: LegalShopFacts): string {
  switch (kind) {
    case 'cgv':
      return cgvModel(facts);
    case 'privacy':
      return privacyModel(facts);
    case 'legal_notice':
      return legalNoticeModel(facts);
    case 'withdrawal':
      return withdrawalModel(facts);
  }
}

/** Whether a text still carries the model's review note (the owner has not made it theirs). */
export const isUnreviewedModel = (body: string) => body.trimStart().startsWith('> **Modèle à relire.**');
