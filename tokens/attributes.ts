/**
 * The attributes a theme puts on <html>, so that portals (dialogs, toasts, panels) are themed too.
 * A module of its own: the app shell needs these names, not the colour presets behind apply.ts.
 */
export const themeAttributes = {
  tenant: "data-tenant",
  shape: "data-shape",
  header: "data-header",
  footer: "data-footer",
  scheme: "data-color-scheme",
} as const;

/** The id of the <style> element holding a center's own colours (server-rendered, replaced at run time). */
export const CENTER_STYLE_ID = "vl-center-theme";
