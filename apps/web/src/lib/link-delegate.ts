import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from '../shop-app/router.tsx';

/**
 * One click handler for a list of plain `<a href>` links (a grid of 24 product cards): an
 * unmodified left click on a link of this site navigates inside the app, as React Router's
 * Link does, without one Link component (and its hooks) per link. A link marked
 * `data-keep-scroll` keeps the scroll position (a filter of the page, as Link's
 * preventScrollReset). Other clicks (new tab, another site, a download) are left to the browser.
 */
export function useLinkDelegate(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const keepScroll = link.dataset.keepScroll !== undefined;
      navigate(
        `${url.pathname}${url.search}${url.hash}`,
        keepScroll ? { preventScrollReset: true } : undefined,
      );
    },
    [navigate],
  );
}
