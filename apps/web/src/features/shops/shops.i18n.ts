import type { TranslationShape } from '../../lib/common.i18n.ts';
import { registerI18n } from '../../lib/i18n.ts';

const fr = {
  producersTitle: 'Producteurs',
  producersIntro: 'Les producteurs chez qui vous avez un compte.',
  producersEmpty: "Vous n'êtes encore rattaché à aucun producteur.",
  visit: 'Voir la boutique',
};

const en: TranslationShape<typeof fr> = {
  producersTitle: 'Producers',
  producersIntro: 'The producers you have an account with.',
  producersEmpty: 'You are not attached to any producer yet.',
  visit: 'Visit the shop',
};

registerI18n('shops', { fr, en });
