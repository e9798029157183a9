import { isTenantKey, tenantThemes } from "@tokens/tenants.ts";
import { Button } from "@ui/Button/Button.tsx";
import { useApplyTheme } from "@ui/theme/useApplyTheme.ts";
import { centerForHost, readPageConfig } from "./config.ts";

/**
 * The app shell until the routes of the app issue land: resolves the center from the host and
 * shows it in its own brand.
 */
export function App() {
  const config = readPageConfig();
  const centerId = centerForHost(config, window.location.host);
  const key = centerId ? config.centerKeys[centerId] : undefined;
  const theme = tenantThemes[isTenantKey(key) ? key : "demo"];
  useApplyTheme(theme, "light");
  if (!centerId) {
    return (
      <main className="p-8">
        <h1 className="text-2xl font-bold">No tenant found</h1>
      </main>
    );
  }
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center gap-6 p-8">
      <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{theme.name}</p>
      <h1 className="text-4xl font-bold text-fg">Vind vrijwilligerswerk bij jou in de buurt</h1>
      <p className="text-lg text-fg-muted">De vacaturebank komt binnenkort online.</p>
      <div>
        <Button asChild>
          <a href="/vacancies/search">Naar de vacaturebank</a>
        </Button>
      </div>
    </main>
  );
}
