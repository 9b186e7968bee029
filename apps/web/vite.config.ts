import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { pwaManifest, runtimeCaching } from "./pwa.config";

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always the production build (issue 34 item 10): `NODE_ENV=development npm start` once built
  // React's development bundles and an app that never registered its service worker. Vite reads NODE_ENV
  // after this file (its own advice for setting it), so the browser and server builds both follow.
  if (command === "build") process.env.NODE_ENV = "production";
  return {
    // And the mode (import.meta.env.MODE, .env files), which Vite would otherwise take from NODE_ENV too; an
    // explicit --mode still wins.
    ...(command === "build" ? { mode: "production" } : {}),
    plugins: [
      react(),
      tailwindcss(),
      // The installable app and its service worker (ADR 0018): Workbox generates the worker at build time.
      VitePWA({
        registerType: "prompt",
        injectRegister: false,
        manifest: pwaManifest,
        includeAssets: ["favicon.svg", "icons/apple-touch-icon-180.png"],
        workbox: {
          // The shell: every built script and style, the Latin font faces, icons. Other font subsets load on demand.
          globPatterns: ["**/*.{js,css,html,svg,png}", "assets/inter-latin-*.woff2"],
          // Navigations go to the server (runtimeCaching below), never straight to a precached page.
          navigateFallback: null,
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          runtimeCaching,
          // Web push (ADR 0410): shows push messages and opens their listing on a click (public/push-sw.js).
          importScripts: ["/push-sw.js"],
        },
      }),
    ],
    resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
    // MAP_TILE_URL is one setting for the server (img-src) and this build (the map's tiles; ADR 0408).
    envPrefix: ["VITE_", "MAP_TILE_URL"],
    // The server renderer bundles its dependencies: their production builds (Node alone would load React Router's
    // development build) and only the icons the pages use.
    ssr: { noExternal: true },
    server: {
      port: 5173,
      proxy: {
        "/api": "http://localhost:3000",
        "/svc": "http://localhost:3000",
        "/uploads": "http://localhost:3000",
      },
    },
    // `vite build --ssr src/entry-server.tsx` (ADR 0022) writes the server renderer to dist/server: no public files,
    // no manifest of its own (the server reads the browser build's).
    build: {
      target: "es2022",
      sourcemap: Boolean(process.env.WEB_SOURCEMAP),
      cssCodeSplit: true,
      manifest: !isSsrBuild,
      copyPublicDir: !isSsrBuild,
      // Everything the browser entry loads before any page (React, the router, the query client, the shell) in one
      // chunk instead of ~25 small shared ones: each file costs a request and its headers on a slow connection
      // (issue 19). Pages and what they share among themselves stay split as before.
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: "app",
                    tags: ["$initial"],
                    test: (id: string) => !/(\/src\/main\.tsx|index\.html)$/.test(id),
                  },
                ],
              },
            },
          },
    },
  };
});
