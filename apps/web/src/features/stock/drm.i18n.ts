import { registerI18n } from '../../lib/i18n.ts';
import { en } from './drm.i18n.en.ts';
import { fr } from './drm.i18n.fr.ts';

// DRM texts: the month's return, its checks, its filing, the identifiers it carries.

registerI18n('drm', { fr, en });
