import { create } from 'zustand';

/** Open/closed state shared by the header, the layouts and the drawers. */
type UiState = {
  cartDrawerOpen: boolean;
  mobileDrawerOpen: boolean;
  /** A shop's colour shown before sign-in (auth page with ?id, shop pages). */
  brandColor: string | null;
  setCartDrawerOpen(open: boolean): void;
  setMobileDrawerOpen(open: boolean): void;
  setBrandColor(color: string | null): void;
};

export const useUiStore = create<UiState>()((set) => ({
  cartDrawerOpen: false,
  mobileDrawerOpen: false,
  brandColor: null,
  setCartDrawerOpen: (cartDrawerOpen) => set({ cartDrawerOpen }),
  setMobileDrawerOpen: (mobileDrawerOpen) => set({ mobileDrawerOpen }),
  setBrandColor: (brandColor) => set({ brandColor }),
}));
