/** Addresses outside the app. Placeholders until marketing gives the final ones. */
export const PUBLIC_SITE_URL = 'https://www.cuvee.fr';
export const COPYRIGHT_HOLDER = 'Cuvée';
/** Version flags of the menus (spec §2: the tasks entry also needs a version flag). */
export const VERSION_FLAGS = { tasks: import.meta.env.VITE_FEATURE_TASKS !== 'false' };
