import { registerI18n } from '../../lib/i18n.ts';
import { en } from './catalogue.i18n.en.ts';
import { fr } from './catalogue.i18n.fr.ts';

// Catalogue texts: product list, price grid, shop customisation, settings sections.
// The product form has its own namespace (product-form.i18n.ts).

registerI18n('catalogue', { fr, en });
