import { registerI18n } from '../../lib/i18n.ts';
import { en } from './receivables.i18n.en.ts';
import { fr } from './receivables.i18n.fr.ts';

// Receivables texts: payments, outstandings, unpaids, credit notes, exports.

registerI18n('receivables', { fr, en });
