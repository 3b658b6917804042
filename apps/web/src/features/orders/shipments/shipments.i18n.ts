import { registerI18n } from '../../../lib/i18n.ts';
import { en } from './shipments.i18n.en.ts';
import { fr } from './shipments.i18n.fr.ts';

// The shipping desk's texts (issue 24), and an order's shipment on its page.

registerI18n('shipments', { fr, en });
