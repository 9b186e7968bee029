import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render after it. A part that
 * the server cannot render (a lazily loaded form, whose Suspense boundary the server leaves unfinished) renders its
 * placeholder until then, so hydration meets the same HTML and nothing is thrown away (React error #419).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
