import { registerI18n } from '../../lib/i18n.ts';
import { en } from './stock.i18n.en.ts';
import { fr } from './stock.i18n.fr.ts';

// Stock texts: the list, a line, the movement form, the journal, warehouses, allocations, CRD.

registerI18n('stock', { fr, en });
