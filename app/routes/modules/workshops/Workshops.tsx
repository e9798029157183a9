import { useSetAtom } from "../../../lib/atoms.ts";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { WorkshopDetailScreen } from "@features/workshops/WorkshopDetailScreen.tsx";
import { WorkshopsScreen } from "@features/workshops/WorkshopsScreen.tsx";
import { isApiError } from "../../../api/errors.ts";
import { useCurrentUser, useOrganizationList } from "../../../auth/hooks.ts";
import { useCurrentCenter } from "../../../centerProfile.ts";
import { screenErrorAtom } from "../../../errors/state.ts";
import { navAudience } from "../../../layouts/roleNavigation.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useWorkshop, useWorkshopLists, useWorkshopRegistration } from "./api.ts";
import { MANAGE_PATH, WORKSHOPS_PATH, workshopHref } from "./paths.ts";

/** /workshops: the center's upcoming workshops and my own, or one workshop with `?workshop=<id>`. */
export default function Workshops() {
  const [params] = useSearchParams();
  const id = params.get("workshop");
  return id !== null ? <Detail id={id} /> : <List />;
}

/** The moment the page opened (one "now" per visit, not per render). */
function useOpenedAt() {
  const [at] = useState(() => new Date().toISOString());
  return at;
}

function List() {
  const { upcoming, mine } = useWorkshopLists();
  const user = useCurrentUser();
  const organizations = useOrganizationList();
  const centerStaff =
    user.data !== undefined &&
    organizations.data !== undefined &&
    navAudience(user.data?.roles, organizations.data) === "center";
  const now = useOpenedAt();
  return (
    <WorkshopsScreen
      state={upcoming.isPending ? "loading" : upcoming.isError ? "failed" : "ready"}
      items={upcoming.data ?? []}
      mine={mine.data ?? []}
      now={now}
      hrefForWorkshop={workshopHref}
      manageHref={centerStaff ? MANAGE_PATH : undefined}
      onRetry={() => {
        void upcoming.refetch();
        void mine.refetch();
      }}
      linkComponent={RouterLink}
    />
  );
}

function Detail({ id }: { id: string }) {
  const valid = /^\d{1,12}$/.test(id);
  const query = useWorkshop(valid ? id : null);
  const registration = useWorkshopRegistration();
  const center = useCurrentCenter();
  const setScreenError = useSetAtom(screenErrorAtom);
  const now = useOpenedAt();
  const notFound = !valid || (isApiError(query.error) && query.error.status === 404);
  useEffect(() => {
    if (notFound) setScreenError({ status: 404 });
  }, [notFound, setScreenError]);
  useEffect(() => {
    if (query.data) document.title = `${query.data.title} - ${center.data?.name ?? ""}`;
  }, [query.data, center.data?.name]);
  if (notFound) return null;
  return (
    <WorkshopDetailScreen
      state={query.isPending ? "loading" : query.isError ? "failed" : "ready"}
      workshop={query.data}
      now={now}
      backHref={WORKSHOPS_PATH}
      onRegister={registration.register}
      onCancel={registration.cancel}
      onRetry={() => void query.refetch()}
      linkComponent={RouterLink}
    />
  );
}
