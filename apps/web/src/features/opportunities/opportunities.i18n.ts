import { registerI18n } from '../../lib/i18n.ts';
import { en } from './opportunities.i18n.en.ts';
import { fr } from './opportunities.i18n.fr.ts';

// Opportunities texts: the pipeline board, its cards and dialog.

registerI18n('opportunities', { fr, en });
