import { type ReactNode, useEffect, useRef } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { AppHeader } from '../app/layouts/app-header.tsx';

/**
 * The back office's links lead out of the shop app: a navigation of the header's router loads
 * the page it went to (the app that serves it takes over).
 */
function LeaveOnNavigate({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const first = useRef(`${pathname}${search}${hash}`);
  useEffect(() => {
    const here = `${pathname}${search}${hash}`;
    if (here !== first.current) window.location.replace(here);
  }, [pathname, search, hash]);
  return children;
}

/** The dashboard header on a shop page (spec §6: agents), on the back office's own components. */
export default function AgentHeaderIsland() {
  return (
    <BrowserRouter>
      <LeaveOnNavigate>
        <AppHeader />
      </LeaveOnNavigate>
    </BrowserRouter>
  );
}
