/** A user-facing text in the two languages the product ships with (French first). */
export type LocalizedLabel = { readonly fr: string; readonly en: string };
