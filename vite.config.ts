import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  "@tokens": here("./tokens"),
  "@ui": here("./ui"),
  "@features": here("./features"),
  "@app": here("./app"),
  "@contract": here("./contract"),
  "@server": here("./server"),
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  // The manifest lets the front-end benchmark name each route chunk (tests/bench/frontend.ts).
  build: { outDir: "dist/client", sourcemap: true, chunkSizeWarningLimit: 600, manifest: true },
});
