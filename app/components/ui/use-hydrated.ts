import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** False in the server's HTML and during hydration, true once scripts run. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
