/** A tab of the header: computed by the storefront (features/storefront: headerTabs). */
export type StorefrontHeaderTab = {
  id: string;
  label: string;
  to: string;
  current: boolean;
  children: StorefrontHeaderTab[];
};

/** The storefront header's serif, for the shop's name. */
export const SERIF = 'Georgia, "Liberation Serif", "Times New Roman", serif';

/** A visible keyboard focus ring for the header's links and buttons. */
export const focusRing = {
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
