import { useSetAtom } from "../lib/atoms.ts";
import { useTranslation } from "react-i18next";
import { Footer, FooterButton } from "@ui/Footer/Footer.tsx";
import { useCurrentCenter } from "../centerProfile.ts";
import { useMenu } from "../routes/modules/content/api.ts";
import { useSiteTheme } from "../theme.ts";
import { footerContent } from "./footerContent.ts";
import { useHydrated } from "./hydrated.ts";
import { openPanel, panelAtom } from "./panels.ts";
import { RouterLink } from "./RouterLink.tsx";
import { footerMenuColumns } from "./siteMenu.ts";

/** The footer from the center's settings (/settings/footer): columns, social links, address. */
export function SiteFooter() {
  const { t } = useTranslation("layout");
  const theme = useSiteTheme();
  // The center's own footer content: a first view drawn by the build (which knows no center's
  // settings) is taken over unchanged, then the footer fills in below the fold; one the server drew
  // with the center's content has it already (see useHydrated).
  const hydrated = useHydrated();
  const profile = useCurrentCenter().data?.profile;
  const menu = useMenu();
  const setPanel = useSetAtom(panelAtom);
  const content = footerContent(hydrated ? profile : null, {
    follow: t("footer.follow"),
    contact: t("footer.contact"),
    address: t("footer.address"),
    phone: t("footer.phone"),
    email: t("footer.email"),
  });
  const menuColumns = hydrated ? footerMenuColumns(menu.data ?? [], theme.name) : [];
  return (
    <Footer
      // Room below the footer's last line for the floating Feedback button (bottom-4, 44 px high), so
      // that at the end of a page it covers nothing (a phone's card edges and footer lines included).
      className="pb-16"
      variant={theme.footer}
      {...content}
      columns={[...menuColumns, ...content.columns]}
      bottomText={t("footer.copyright", { year: new Date().getFullYear(), name: theme.name })}
      linkComponent={RouterLink}
    >
      <FooterButton data-testid="cookie-settings" onClick={() => setPanel(openPanel("consent"))}>
        {t("footer.cookieSettings")}
      </FooterButton>
    </Footer>
  );
}
