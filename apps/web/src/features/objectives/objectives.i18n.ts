import { registerI18n } from '../../lib/i18n.ts';
import { en } from './objectives.i18n.en.ts';
import { fr } from './objectives.i18n.fr.ts';

// Texts of the sales structure, the objectives, the budget and the agents' figures (issue 28 part 4).

registerI18n('objectives', { fr, en });
