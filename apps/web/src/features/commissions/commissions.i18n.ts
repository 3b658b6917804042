import { registerI18n } from '../../lib/i18n.ts';
import { en } from './commissions.i18n.en.ts';
import { fr } from './commissions.i18n.fr.ts';

// Commissions texts: the owner's board, a statement, the agent's own statements.

registerI18n('commissions', { fr, en });
