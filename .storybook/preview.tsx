import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect } from "react";
import "../ui/styles.css";
// The class merge of `cn` at once (the app fetches it after its first load: ui/lib/cn.ts).
import "../ui/lib/merge.ts";
import { tenantKeys, tenantThemes, type TenantKey } from "../tokens/tenants.ts";
import type { ColorScheme } from "../tokens/roles.ts";
import { useApplyTheme } from "../ui/theme/useApplyTheme.ts";
import { ThemeScope } from "../ui/theme/ThemeScope.tsx";
import { allModes } from "./modes.ts";
import { withFeatureI18n } from "./featureI18n.tsx";

type Globals = {
  tenant: TenantKey | "all";
  shape: "tenant" | "rounded" | "straight";
  scheme: ColorScheme;
  locale: "nl" | "en";
};

function themeFor(key: TenantKey, shape: Globals["shape"]) {
  const theme = tenantThemes[key];
  return shape === "tenant" ? theme : { ...theme, shape };
}

function DocumentTheme({ globals, children }: { globals: Globals; children: React.ReactNode }) {
  const key = globals.tenant === "all" ? "demo" : globals.tenant;
  useApplyTheme(themeFor(key, globals.shape), globals.scheme);
  useEffect(() => {
    document.documentElement.lang = globals.locale;
  }, [globals.locale]);
  return <>{children}</>;
}

const withTenant: Decorator = (Story, context) => {
  const globals = context.globals as Globals;
  if (globals.tenant === "all" || context.parameters.allTenants) {
    return (
      <DocumentTheme globals={globals}>
        <div className="grid gap-4 p-2" style={{ gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))" }}>
          {tenantKeys.map((key) => (
            <ThemeScope
              key={key}
              theme={themeFor(key, globals.shape)}
              scheme={globals.scheme}
              className="rounded-lg border border-border p-4"
            >
              <p className="mb-3 text-xs font-semibold tracking-wide text-fg-muted uppercase">
                {tenantThemes[key].name}
              </p>
              <Story />
            </ThemeScope>
          ))}
        </div>
      </DocumentTheme>
    );
  }
  return (
    <DocumentTheme globals={globals}>
      <Story />
    </DocumentTheme>
  );
};

const preview: Preview = {
  decorators: [withFeatureI18n, withTenant],
  initialGlobals: { tenant: "demo", shape: "tenant", scheme: "light", locale: "nl" },
  globalTypes: {
    tenant: {
      description: "Volunteer center (tenant)",
      toolbar: {
        title: "Tenant",
        icon: "globe",
        items: [
          ...tenantKeys.map((k) => ({ value: k, title: tenantThemes[k].name })),
          { value: "all", title: "All tenants side by side" },
        ],
        dynamicTitle: true,
      },
    },
    shape: {
      description: "Component shape",
      toolbar: {
        title: "Shape",
        icon: "component",
        items: [
          { value: "tenant", title: "Tenant's shape" },
          { value: "rounded", title: "Rounded" },
          { value: "straight", title: "Straight" },
        ],
        dynamicTitle: true,
      },
    },
    scheme: {
      description: "Colour scheme",
      toolbar: {
        title: "Scheme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Language",
      toolbar: {
        title: "Language",
        icon: "transfer",
        items: [
          { value: "nl", title: "Nederlands" },
          { value: "en", title: "English" },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    a11y: { test: "error" },
    chromatic: { modes: allModes },
  },
};

export default preview;
