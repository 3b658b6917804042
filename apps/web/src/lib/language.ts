import { LANGUAGE_COOKIE_DAYS } from '@cuvee/domain/constants';

export {
  DEFAULT_LANGUAGE,
  detectLanguage,
  LANGUAGE_COOKIE,
  UI_LANGUAGES,
  type UiLanguage,
} from '@cuvee/domain/language';
export { LANGUAGE_COOKIE_DAYS };
