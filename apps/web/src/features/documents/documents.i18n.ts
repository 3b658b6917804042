import { registerI18n } from '../../lib/i18n.ts';
import { en } from './documents.i18n.en.ts';
import { fr } from './documents.i18n.fr.ts';

// Documents texts: an order's PDFs, their states, sending them by e-mail.

registerI18n('documents', { fr, en });
