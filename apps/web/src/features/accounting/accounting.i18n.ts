import { registerI18n } from '../../lib/i18n.ts';
import { en } from './accounting.i18n.en.ts';
import { fr } from './accounting.i18n.fr.ts';

// Accounting texts: the chart of accounts, the journals, the closing of a month, the exports.

registerI18n('accounting', { fr, en });
