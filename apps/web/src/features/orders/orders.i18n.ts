import { registerI18n } from '../../lib/i18n.ts';
import { en } from './orders.i18n.en.ts';
import { fr } from './orders.i18n.fr.ts';

// Orders texts: the buyer's list and one of their orders.

registerI18n('orders', { fr, en });
