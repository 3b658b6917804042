import { registerI18n } from '../../../../lib/i18n.ts';
import { en } from './product-form.i18n.en.ts';
import { fr } from './product-form.i18n.fr.ts';

registerI18n('productForm', { fr, en });
