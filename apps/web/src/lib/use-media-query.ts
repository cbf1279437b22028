import { useEffect, useState } from "react";

/** Whether a media query matches now, following the screen as it turns or the window as it is resized. */
export function useMediaQuery(query: string) {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}

/** Tailwind's `lg`: a laptop or a desk screen. */
export const DESK_SCREEN = "(min-width: 1024px)";
