/**
 * The framework floor of the front-end benchmark (tests/bench/frontend.ts): a "hello" page of the
 * app's stack, built with the app's build plugins and served like the app (precompressed, from
 * the same kind of server-rendered markup that the app's first views are). It uses each library
 * the app's first load carries (React, react-dom, react-router, i18next with react-i18next,
 * TanStack Query, the app's stylesheet), so what the app loads beyond it is the app's own. (jotai left
 * the app's stack in issue 18: the app's few shared values live in app/lib/atoms.ts, its own code.)
 */
import "@ui/styles.css";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createInstance } from "i18next";
import { startTransition, StrictMode, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
import { BrowserRouter, Route, Routes } from "react-router";

const greeting = "Welkom bij Volunteerly.";

function Hello() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ["greeting"], queryFn: () => greeting, initialData: greeting });
  // The same signal as the app's (app/prerender/takeover.ts): the page is the app's now.
  useLayoutEffect(() => void performance.mark("volunteerly:page-ready"), []);
  return (
    <main className="p-4">
      <h1 className="text-2xl font-bold">{t("hello")}</h1>
      <p>{data}</p>
    </main>
  );
}

async function start() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "nl", resources: { nl: { translation: { hello: "Hallo" } } } });
  const queryClient = new QueryClient();
  startTransition(() => {
    hydrateRoot(
      document.getElementById("root")!,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <Routes>
                <Route path="*" element={<Hello />} />
              </Routes>
            </BrowserRouter>
          </QueryClientProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void start();
