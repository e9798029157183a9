import { useTranslation } from "react-i18next";
import { API_PATHS } from "@contract/paths.ts";
import { RecoverScreen } from "@features/auth/RecoverScreen.tsx";
import { localizePath, type Locale } from "../../i18n/locale.ts";
import { RouterLink } from "../../layouts/RouterLink.tsx";
import { useServices } from "../../services.tsx";

/** /auth/recover: asks the server to mail a reset link back to /auth/reset on this site. */
export default function Recover() {
  const { client } = useServices();
  const { i18n } = useTranslation();
  return (
    <RecoverScreen
      linkComponent={RouterLink}
      onSubmit={async ({ email }) => {
        const redirectUrl = `${window.location.origin}${localizePath("/auth/reset", i18n.language as Locale)}`;
        await client.post(API_PATHS.password, { email: email.trim(), redirect_url: redirectUrl });
      }}
    />
  );
}
