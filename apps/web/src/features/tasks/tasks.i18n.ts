import { registerI18n } from '../../lib/i18n.ts';
import { en } from './tasks.i18n.en.ts';
import { fr } from './tasks.i18n.fr.ts';

// Tasks texts: the task list, its dialog and the calendar.

registerI18n('tasks', { fr, en });
