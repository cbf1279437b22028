import { type ComponentType, lazy, useState } from "react";

/**
 * A component whose code loads when it is first needed, like `React.lazy`, but that renders at once
 * when its code was loaded ahead (`preload`). `React.lazy` suspends on its first render even then:
 * a fallback, and React holds the content back for a moment after it (measured: the caregiver's
 * dashboard half a second later after signing in, its code already on the device).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error) => {
        // A failed download is asked again by the next preload (the network back).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, as React.lazy is
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component itself would remount it.
    const [ready] = useState(() => loaded);
    const Component = ready ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
