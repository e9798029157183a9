import { useEffect } from "react";
import { useParams } from "react-router";
import { PublicFormScreen } from "@features/forms/PublicFormScreen.tsx";
import { isApiError } from "../../../api/errors.ts";
import { useAuthStatus } from "../../../auth/hooks.ts";
import { useCurrentCenter } from "../../../centerProfile.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { usePublicForm } from "./api.ts";

/**
 * /forms/:token?: a center's form behind its secret link, in the empty layout. Without a token the
 * page says how to get one; an unknown token (the API's 404) says the form was not found.
 */
export default function PublicForm() {
  const { token } = useParams();
  const { query, send } = usePublicForm(token);
  const center = useCurrentCenter();
  const signedIn = useAuthStatus() === "SIGNED_IN";
  const centerName = center.data?.name ?? "";
  useEffect(() => {
    if (query.data) document.title = `${query.data.title} - ${centerName}`;
  }, [query.data, centerName]);
  const state = !token
    ? "noToken"
    : query.isPending
      ? "loading"
      : isApiError(query.error) && query.error.status === 404
        ? "notFound"
        : query.isError
          ? "failed"
          : "ready";
  return (
    <PublicFormScreen
      key={token ?? ""}
      state={state}
      form={query.data}
      centerName={centerName}
      logoUrl={center.data?.profile?.websiteLogoUrl}
      signedIn={signedIn}
      onSubmit={send}
      onRetry={() => void query.refetch()}
      linkComponent={RouterLink}
    />
  );
}
