import { useQuery } from "@tanstack/react-query";
import { useSetAtom } from "../../../lib/atoms.ts";
import { useEffect } from "react";
import { useLocation, useParams } from "react-router";
import { SharedApplyArea, VacancyDetailScreen, VisitorApplyArea } from "@features/vacancies/VacancyDetailScreen.tsx";
import { isApiError } from "../../../api/errors.ts";
import { useAuthStatus } from "../../../auth/hooks.ts";
import { screenErrorAtom } from "../../../errors/state.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useCurrentCenter, withCenterContact } from "../../../centerProfile.ts";
import { useServices } from "../../../services.tsx";
import { LOGIN_PATH, REDIRECT_PARAM } from "../../guard.ts";
import { ApplyAction } from "../applications/ApplyAction.tsx";
import { AskAction } from "../conversations/AskAction.tsx";
import { fetchVacancy, VACANCIES_KEY } from "./api.ts";

/** /vacancies/{id} (public): the vacancy, and for a visitor the way to sign in and respond. */
export default function Detail() {
  const { client } = useServices();
  const { id = "" } = useParams();
  const location = useLocation();
  const status = useAuthStatus();
  const setScreenError = useSetAtom(screenErrorAtom);
  const validId = /^\d{1,12}$/.test(id);
  const query = useQuery({
    queryKey: [...VACANCIES_KEY, "detail", id],
    queryFn: ({ signal }) => fetchVacancy(client, id, signal),
    enabled: validId,
  });
  const centerProfile = useCurrentCenter().data?.profile;
  const notFound = !validId || (isApiError(query.error) && query.error.status === 404);
  useEffect(() => {
    if (notFound) setScreenError({ status: 404 });
  }, [notFound, setScreenError]);
  if (notFound) return null;

  const vacancy = withCenterContact(query.data, centerProfile);
  const returnTo = encodeURIComponent(location.pathname);
  // A shared vacancy takes applications on the sharing center's site only (this center's API says 422).
  const applyArea = vacancy?.shared ? (
    <SharedApplyArea center={vacancy.sharedBy} />
  ) : status === "SIGNED_IN" && vacancy ? (
    <div className="flex flex-col items-start gap-3">
      <ApplyAction vacancyId={vacancy.id} vacancyTitle={vacancy.title} />
      <AskAction
        vacancyId={vacancy.id}
        vacancyTitle={vacancy.title}
        organizationName={vacancy.organization?.name ?? vacancy.title}
      />
    </div>
  ) : (
    <VisitorApplyArea
      loginHref={`${LOGIN_PATH}?${REDIRECT_PARAM}=${returnTo}`}
      signupHref={`/signup?${REDIRECT_PARAM}=${returnTo}`}
      linkComponent={RouterLink}
    />
  );
  return (
    <VacancyDetailScreen
      status={query.isPending ? "loading" : query.isError ? "error" : "success"}
      vacancy={vacancy}
      applyArea={applyArea}
      onRetry={() => void query.refetch()}
      linkComponent={RouterLink}
    />
  );
}
