/** A tab of the header: computed by the storefront (features/storefront: headerTabs). */
export type StorefrontHeaderTab = {
  id: string;
  label: string;
  to: string;
  current: boolean;
  children: StorefrontHeaderTab[];
};
