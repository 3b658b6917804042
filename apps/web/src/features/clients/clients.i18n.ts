import { registerI18n } from '../../lib/i18n.ts';
import { en } from './clients.i18n.en.ts';
import { fr } from './clients.i18n.fr.ts';

// Clients texts: the list, the form, the client page, prospecting.

registerI18n('clients', { fr, en });
