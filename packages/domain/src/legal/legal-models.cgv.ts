import {
  factOr,
  identityLines,
  type LegalShopFacts,
  MODEL_NOTE,
  sellerAddress,
  sellerName,
  toComplete,
} from './legal-models.facts.ts';

/*
 * The default general terms of sale of a wine shop selling at a distance (issue 24): French
 * consumer law (Code de la consommation: pre-contractual information, 14-day withdrawal and its
 * exceptions, delivery within 30 days, legal guarantee of conformity, mediation), the ban on
 * selling alcohol to minors (Code de la santé publique L3342-1) and the platform's own way of
 * selling (prices TTC with excise, the seller's validation, a 0 € card imprint). Published
 * automatically when a shop opens, marked as a model the owner reviews.
 */

const mail = (f: LegalShopFacts) =>
  f.email?.trim() ? `[${f.email.trim()}](mailto:${f.email.trim()})` : toComplete('adresse électronique');

/** The withdrawal rules, as an article of the terms (level '##') or as their own document ('#'). */
export function withdrawalRules(f: LegalShopFacts, level: '##' | '###' = '###'): string {
  return `${level} Délai et exercice du droit de rétractation

Conformément aux articles L221-18 et suivants du Code de la consommation, l'Acheteur consommateur dispose d'un délai de **quatorze (14) jours** pour se rétracter, sans avoir à motiver sa décision ni à supporter d'autres frais que ceux prévus ci-dessous. Le délai court à compter du jour où l'Acheteur, ou un tiers qu'il a désigné autre que le transporteur, prend physiquement possession des produits ; pour une commande livrée en plusieurs fois, à compter de la réception du dernier colis.

Pour exercer ce droit, l'Acheteur notifie sa décision avant l'expiration du délai, au moyen du formulaire ci-dessous ou de toute autre déclaration dénuée d'ambiguïté, adressée à ${sellerName(f)}, ${sellerAddress(f)}, ou par courriel à ${mail(f)}.

${level} Retour des produits et remboursement

L'Acheteur renvoie les produits, complets et dans leur emballage d'origine, au plus tard quatorze (14) jours après avoir communiqué sa décision. **Les frais de retour sont à sa charge** ${toComplete('sauf si le vendeur choisit de les prendre en charge')}. Sa responsabilité n'est engagée qu'en cas de dépréciation des produits résultant de manipulations autres que celles nécessaires pour établir leur nature, leurs caractéristiques et leur bon fonctionnement (une bouteille ouverte a perdu sa valeur : sa dépréciation est à la charge de l'Acheteur).

Le Vendeur rembourse la totalité des sommes versées, frais de livraison initiaux compris (à l'exception des frais supplémentaires d'un mode de livraison plus coûteux que le mode standard choisi par l'Acheteur), au plus tard quatorze (14) jours à compter du jour où il est informé de la décision de rétractation. Il peut différer le remboursement jusqu'à la récupération des produits ou jusqu'à ce que l'Acheteur ait fourni une preuve de leur expédition, la date retenue étant celle du premier de ces faits. Le remboursement utilise le même moyen de paiement que la commande, sauf accord exprès de l'Acheteur pour un autre moyen, sans frais pour lui.

${level} Exceptions

Conformément à l'article L221-28 du Code de la consommation, le droit de rétractation ne peut pas être exercé notamment pour :

- les boissons alcoolisées dont la livraison est différée au-delà de trente jours et dont la valeur convenue à la conclusion du contrat dépend de fluctuations sur le marché échappant au contrôle du Vendeur (vins vendus **en primeur**) ;
- les produits confectionnés selon les spécifications de l'Acheteur ou nettement personnalisés (bouteilles gravées, étiquettes ou coffrets personnalisés) ;
- les produits susceptibles de se détériorer ou de se périmer rapidement ;
- les produits qui, après livraison, ont été descellés par l'Acheteur et ne peuvent être renvoyés pour des raisons d'hygiène ou de protection de la santé ;
- les prestations de loisirs fournies à une date ou à une période déterminée (visites, dégustations et autres activités œnotouristiques réservées pour un créneau).

Le droit de rétractation est réservé aux consommateurs : il ne s'applique pas aux achats faits par un professionnel pour les besoins de son activité.

${level} Formulaire de rétractation

*(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter de la commande.)*

> À l'attention de ${sellerName(f)}, ${sellerAddress(f)}, courriel : ${f.email?.trim() || toComplete('adresse électronique')} :
>
> Je/nous (\\*) vous notifie/notifions (\\*) par la présente ma/notre (\\*) rétractation du contrat portant sur la vente du bien (\\*) ci-dessous :
>
> Commandé le (\\*) / reçu le (\\*) :
> Numéro de la commande :
> Nom du (des) consommateur(s) :
> Adresse du (des) consommateur(s) :
> Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :
> Date :
>
> (\\*) Rayez la mention inutile.`;
}

/** The default general terms of sale of a shop, filled with what the shop told of itself. */
export function cgvModel(f: LegalShopFacts): string {
  const seller = sellerName(f);
  return `${MODEL_NOTE('conditions générales de vente')}

## Article 1 — Objet et champ d'application

Les présentes conditions générales de vente (« CGV ») régissent les ventes de vins, d'autres boissons alcoolisées, de produits et de prestations conclues à distance entre ${seller} (le « Vendeur ») et toute personne passant commande sur sa boutique en ligne « ${f.name} » (l'« Acheteur »).

Elles sont portées à la connaissance de l'Acheteur avant toute commande, qui emporte leur acceptation sans réserve : l'Acheteur coche la case « J'ai lu et j'accepte les conditions générales de vente de ${f.name} » avant de valider sa commande. La version acceptée est conservée avec la commande. Le Vendeur peut modifier les CGV à tout moment ; les CGV applicables sont celles en vigueur au jour de la commande.

Les dispositions propres aux consommateurs (droit de rétractation, garantie légale de conformité, médiation) ne s'appliquent pas aux achats faits par un professionnel pour les besoins de son activité.

## Article 2 — Identification du Vendeur

${identityLines(f)
  .map((line) => `- ${line}`)
  .join('\n')}
- Numéro d'accise (entrepositaire agréé) : ${toComplete("numéro d'accise, le cas échéant")}

## Article 3 — Vente d'alcool : interdiction aux mineurs

La vente de boissons alcooliques à des mineurs de moins de dix-huit ans est interdite (article L3342-1 du Code de la santé publique). En passant commande, l'Acheteur certifie avoir au moins dix-huit ans. Le Vendeur et le transporteur peuvent exiger la preuve de la majorité de l'Acheteur ou du destinataire ; le Vendeur peut refuser ou annuler toute commande lorsqu'un doute existe sur cet âge.

**L'abus d'alcool est dangereux pour la santé, à consommer avec modération.**

## Article 4 — Produits

Les produits sont décrits sur leur fiche : appellation, couleur, millésime, contenance, degré d'alcool, ingrédients, allergènes et valeurs nutritionnelles. Les photographies sont aussi fidèles que possible mais n'ont pas de valeur contractuelle (étiquette, capsule ou millésime peuvent différer). Les offres valent dans la limite des stocks disponibles. Si un millésime venait à manquer après la commande, le Vendeur en informe l'Acheteur, qui choisit entre le millésime suivant, s'il lui est proposé, et le remboursement du produit.

## Article 5 — Prix

Les prix sont indiqués en euros, **toutes taxes comprises** (TVA française en vigueur, droits d'accises et, le cas échéant, cotisation de sécurité sociale inclus), hors frais de livraison. Les frais de livraison sont indiqués avant la validation de la commande et figurent dans son total. Les clients professionnels peuvent se voir présenter des prix hors taxes ou des tarifs négociés ; la TVA s'y ajoute.

Les prix applicables sont ceux affichés au moment de la commande. Les remises annoncées indiquent le prix antérieur pratiqué, conformément à l'article L112-1-1 du Code de la consommation.

## Article 6 — Commande

L'Acheteur constitue son panier, indique son adresse de livraison, choisit un mode de livraison et un moyen de paiement, accepte les présentes CGV, certifie avoir au moins dix-huit ans, puis valide sa commande. Avant cette validation, il peut vérifier le détail et le prix total de sa commande et corriger d'éventuelles erreurs.

La commande est confirmée par courriel et reste consultable dans l'espace client de l'Acheteur. Le Vendeur la **valide** ensuite ; il peut la refuser en cas de rupture de stock, de doute sur l'âge de l'Acheteur, de commande anormale ou de litige de paiement antérieur, l'Acheteur en étant alors informé et remboursé de toute somme versée.

## Article 7 — Paiement

Selon les moyens proposés par le Vendeur :

- **carte bancaire ou prélèvement SEPA** : une empreinte de 0 € est enregistrée à la commande auprès du prestataire de paiement sécurisé ; l'Acheteur n'est débité que lorsque le Vendeur valide la commande. Les données bancaires ne sont pas conservées par le Vendeur ;
- **virement bancaire ou chèque** : la commande est préparée à réception du paiement, dans un délai de ${toComplete('nombre de jours')} jours ; à défaut, elle peut être annulée.

Pour les clients professionnels, les conditions de paiement convenues figurent sur la facture ; tout retard de paiement entraîne des pénalités au taux indiqué sur la facture et une indemnité forfaitaire de 40 € pour frais de recouvrement (article L441-10 du Code de commerce).

## Article 8 — Livraison

Les produits sont livrés à l'adresse indiquée par l'Acheteur, dans les zones et selon les modes proposés lors de la commande (livraison à domicile, point relais ou retrait au domaine). Le délai indiqué pour le mode choisi court à compter de la validation de la commande ; à défaut d'indication, la livraison intervient au plus tard trente (30) jours après la conclusion du contrat (article L216-1 du Code de la consommation).

En cas de retard, l'Acheteur peut enjoindre au Vendeur, par écrit, de livrer dans un délai supplémentaire raisonnable puis, à défaut, résoudre le contrat par lettre recommandée ou sur un autre support durable ; il est alors remboursé au plus tard quatorze (14) jours après la résolution.

Le risque de perte ou d'endommagement des produits est transféré à l'Acheteur lorsqu'il, ou un tiers désigné par lui, en prend physiquement possession. L'Acheteur est invité à vérifier l'état des colis à la livraison, à mentionner toute anomalie (colis abîmé, bouteille cassée) sur le bon du transporteur et à en informer le Vendeur dans les meilleurs délais, photographies à l'appui, afin qu'il organise le remplacement ou le remboursement des produits concernés.

La livraison d'alcool ne peut être faite qu'à une personne majeure.

## Article 9 — Droit de rétractation

${withdrawalRules(f)}

## Article 10 — Garanties légales

Le Vendeur est tenu de la **garantie légale de conformité** (articles L217-3 et suivants du Code de la consommation) et de la **garantie des vices cachés** (articles 1641 à 1649 du Code civil).

Au titre de la garantie légale de conformité, l'Acheteur consommateur dispose d'un délai de deux ans à compter de la délivrance du produit pour obtenir sa mise en conformité, par réparation ou remplacement, ou à défaut une réduction du prix ou la résolution du contrat ; il n'a pas à prouver que le défaut existait au moment de la délivrance s'il apparaît dans ce délai. Au titre de la garantie des vices cachés, il peut agir dans les deux ans de la découverte du vice et choisir entre la résolution de la vente et une réduction du prix.

Un dépôt ou des cristaux de tartre sont des phénomènes naturels du vin et non des défauts. Une bouteille présentant un défaut (goût de bouchon, par exemple) est signalée au Vendeur, qui la remplace ou la rembourse.

## Article 11 — Réservations de visites et dégustations

Les visites, dégustations et autres prestations réservées en ligne ont lieu à la date et au créneau choisis. Les conditions d'annulation de chaque prestation sont indiquées lors de la réservation ; la taxe de séjour éventuellement due est collectée avec le prix.

## Article 12 — Données personnelles

Les données de l'Acheteur sont traitées par le Vendeur pour gérer ses commandes et la relation client, conformément au règlement général sur la protection des données (RGPD). Leur traitement et les droits de l'Acheteur sont décrits dans la politique de confidentialité de la boutique.

## Article 13 — Réclamations et médiation

Toute réclamation est adressée au Vendeur par courriel à ${mail(f)} ou par courrier à ${sellerAddress(f)}.

Conformément aux articles L612-1 et suivants du Code de la consommation, l'Acheteur consommateur peut, après une réclamation écrite restée sans réponse satisfaisante, recourir gratuitement au médiateur de la consommation dont relève le Vendeur : ${toComplete('nom, adresse postale et site internet du médiateur de la consommation')}.

## Article 14 — Droit applicable

Les présentes CGV sont soumises au droit français. À défaut de résolution amiable, tout litige relève des juridictions compétentes dans les conditions du droit commun ; l'Acheteur consommateur peut saisir, à son choix, la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable.

Contact : ${factOr(f.phone, 'téléphone')} — ${mail(f)}.`;
}
