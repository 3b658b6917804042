/*
 * The French refusals of wine tourism (spec §5 cart messages: maximum places reached for a slot,
 * a minimum reservation amount), said once for the API and the storefront.
 */
export const TOURISM_MESSAGES = {
  placesFull: 'Nombre de places maximum atteint pour ce créneau',
  slotPast: 'Ce créneau est passé',
  slotClosed: "Ce créneau n'est pas ouvert à la réservation",
  tooManyPersons: (max: number) =>
    `Cette activité accepte au plus ${max} personne${max > 1 ? 's' : ''} par réservation`,
  tooFewPersons: (min: number) =>
    `Cette activité demande au moins ${min} personne${min > 1 ? 's' : ''} par réservation`,
  noCountingPerson: 'Choisissez au moins un billet',
  minAmount: (euros: string) => `Le montant minimum de réservation est de ${euros}`,
  unknownRate: "Ce tarif n'existe pas pour cette activité",
  eventNotFound: 'Activité introuvable',
  slotNotFound: 'Créneau introuvable',
  bookingNotFound: 'Réservation introuvable',
  otherEvent: "Ce créneau n'appartient pas à cette activité",
  sameSlot: 'La réservation est déjà sur ce créneau',
  alreadyCheckedIn: 'Les visiteurs sont déjà enregistrés',
  checkInNotConfirmed: "Seule une réservation confirmée peut être pointée à l'arrivée",
  unknownToken: 'QR code inconnu',
  eventHasBookings: 'Cette activité a des réservations à venir : archivez-la plutôt',
  extraStockShort: (label: string) =>
    `Stock insuffisant pour « ${label} » : la quantité demandée n'est plus disponible`,
  unknownStockLine: "Cette ligne de stock n'existe pas dans la boutique",
  capacityBelowTaken: (taken: number) =>
    `Ce créneau compte déjà ${taken} personne${taken > 1 ? 's' : ''} : la capacité ne peut pas être inférieure`,
} as const;
