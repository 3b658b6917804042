import { registerI18n } from '../../lib/i18n.ts';
import { en } from './invoices.i18n.en.ts';
import { fr } from './invoices.i18n.fr.ts';

// Invoices texts: the order's invoices panel, the lists, the ventilation.

registerI18n('invoices', { fr, en });
