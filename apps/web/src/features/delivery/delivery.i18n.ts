import { registerI18n } from '../../lib/i18n.ts';
import { en } from './delivery.i18n.en.ts';
import { fr } from './delivery.i18n.fr.ts';

// Delivery texts: the list of modes and the mode form.

registerI18n('delivery', { fr, en });
