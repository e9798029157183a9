import { useState } from "react";
import { API_PATHS } from "@contract/paths.ts";
import { hostsOf, NewCenterScreen, type NewCenterValues } from "@features/settings/NewCenterScreen.tsx";
import { toSubmitFailure } from "../../../api/failure.ts";
import { useServices } from "../../../services.tsx";
import { useIsSuperadmin } from "./api.ts";

const SAME_NAMES = Object.fromEntries(
  ["name", "key", "hosts", "admin_email", "admin_first_name", "admin_last_name"].map((k) => [k, k]),
);

/** /settings/centers (superadmin): POST /api/v1/volunteer_centers; the new center answers on its hosts at once. */
export default function NewCenter() {
  const { client } = useServices();
  const allowed = useIsSuperadmin();
  const [created, setCreated] = useState<{ name: string; url: string }>();
  const submit = async (values: NewCenterValues) => {
    const hosts = hostsOf(values.hosts);
    try {
      await client.post(API_PATHS.volunteerCenters, {
        data: { type: "volunteer_center", attributes: { ...values, hosts } },
      });
    } catch (error) {
      throw toSubmitFailure(error, SAME_NAMES);
    }
    const port = window.location.port ? `:${window.location.port}` : "";
    setCreated({ name: values.name, url: `${window.location.protocol}//${hosts[0]}${port}/` });
  };
  return <NewCenterScreen allowed={allowed} onSubmit={submit} created={created} />;
}
