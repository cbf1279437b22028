import { MOBILE_BREAKPOINT_PX, SIDEBAR } from "@hulppost/shared/constants";
import { useCallback, useEffect, useState } from "react";
import { readCookie, writeCookie } from "./storage";
import { useMediaQuery } from "./use-media-query";

export function useIsMobile() {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
}

/**
 * The sidebar's open state: collapsed or expanded on wide screens, kept in the `sidebar:state`
 * cookie for 7 days; a side sheet on narrow screens. Ctrl/Cmd+B toggles whichever applies.
 */
export function useSidebarState() {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(() => readCookie(SIDEBAR.cookieName) !== "false");
  const [mobileOpen, setMobileOpen] = useState(false);

  const setAndRemember = useCallback((value: boolean) => {
    setExpanded(value);
    writeCookie(SIDEBAR.cookieName, String(value), SIDEBAR.cookieMaxAgeSeconds);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setAndRemember(!expanded);
  }, [isMobile, expanded, setAndRemember]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return { isMobile, expanded, mobileOpen, setMobileOpen, toggle };
}
