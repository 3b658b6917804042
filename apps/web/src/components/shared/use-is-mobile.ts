import useMediaQuery from '@mui/material/useMediaQuery';

/** Spec §9: 600 px and below is mobile (tablet starts at 601). */
export const MOBILE_MEDIA_QUERY = '(max-width:600px)';

/** True on mobile screens; read at first render (no server rendering here), so no flash. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
}
