/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** APP_VERSION + '+' + build timestamp, also written to dist/version.json. */
declare const __APP_BUILD_VERSION__: string;

/** The version file the build writes and the app polls ('/version.json'). */
declare const __APP_VERSION_FILE__: string;

/** true in the storefront's own build (vite.config.ts, decision 0028). */
declare const __STOREFRONT_BUILD__: boolean;

/** The design tokens as CSS custom properties (src/design/design-tokens.plugin.ts). */
declare module 'virtual:design-tokens.css';
