import { registerI18n } from '../../lib/i18n.ts';
import { en } from './loyalty.i18n.en.ts';
import { fr } from './loyalty.i18n.fr.ts';

// Loyalty texts: the owner's settings and client page, the buyer's points, the cart's rewards.

registerI18n('loyalty', { fr, en });
