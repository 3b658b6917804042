import { registerI18n } from '../../lib/i18n.ts';
import { en } from './imports.i18n.en.ts';
import { fr } from './imports.i18n.fr.ts';

// Client import texts: the four steps of the import dialog.

registerI18n('imports', { fr, en });
