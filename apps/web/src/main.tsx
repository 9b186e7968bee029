import "./styles/index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProvider } from "./app/provider";
import { createRouter } from "./app/router";
import { getToken, subscribe } from "./lib/session-storage";

const router = createRouter();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

// The offline service worker (ADR 0018), after the page has loaded: none of it is in the first download.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () =>
    void import("./lib/pwa").then((m) => m.registerServiceWorker({ getToken, subscribe }));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
