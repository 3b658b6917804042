import { registerI18n } from '../../lib/i18n.ts';
import { en } from './tourism.i18n.en.ts';
import { fr } from './tourism.i18n.fr.ts';

// Wine tourism's texts: events and their slots, bookings, the tourist-tax statement, the calendar's layer.

registerI18n('tourism', { fr, en });
