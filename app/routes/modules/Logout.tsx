import { useEffect, useRef, useState } from "react";
import { LogoutScreen } from "@features/auth/LogoutScreen.tsx";
import { signOut } from "../../auth/state.ts";
import { RouterLink } from "../../layouts/RouterLink.tsx";
import { useServices } from "../../services.tsx";

/** /uitloggen: signs out (cookies cleared even when the server call fails); the guard then shows login. */
export default function Logout() {
  const { client, store } = useServices();
  const [phase, setPhase] = useState<"pending" | "done">("pending");
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut(client, store).then(() => setPhase("done"));
  }, [client, store]);
  return <LogoutScreen phase={phase} linkComponent={RouterLink} />;
}
