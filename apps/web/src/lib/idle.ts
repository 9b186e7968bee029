/** Runs `fn` when the browser is idle (at most `timeout` ms later; after 1 s where there is no idle callback). */
export function whenIdle(fn: () => void, timeout = 5000): void {
  if ("requestIdleCallback" in window) requestIdleCallback(fn, { timeout });
  else setTimeout(fn, 1000);
}
