import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "../../../lib/atoms.ts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { API_PATHS } from "@contract/paths.ts";
import { formValuesOf, toVacancyAttributes } from "@features/vacancies/formValues.ts";
import { VacancyFormScreen, type SharingCenter } from "@features/vacancies/VacancyFormScreen.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { useToast } from "@ui/Toast/queue.tsx";
import { isApiError } from "../../../api/errors.ts";
import { useOrganizationList } from "../../../auth/hooks.ts";
import { toSubmitFailure } from "../../../api/failure.ts";
import { screenErrorAtom, toScreenError } from "../../../errors/state.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { renderLibraryPicker } from "../media/LibraryPicker.tsx";
import { fetchVacancy, uploadImage, useLocalize, useSelectedOrganization, VACANCIES_KEY } from "./api.ts";

/** /vacancies/add and /vacancies/{id}/edit (its own lazy chunk: the rich text editor lives here). */
export default function Form() {
  const services = useServices();
  const { client, tenant } = services;
  const { t } = useTranslation("vacancies");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalize();
  const organizationId = useSelectedOrganization();
  const setScreenError = useSetAtom(screenErrorAtom);
  const { id } = useParams();
  const editing = id !== undefined;
  const validId = !editing || /^\d{1,12}$/.test(id);

  const vacancy = useQuery({
    queryKey: [...VACANCIES_KEY, "detail", id],
    queryFn: ({ signal }) => fetchVacancy(client, id!, signal),
    enabled: editing && validId,
  });
  const sharing = tenant.features.centreSharing;
  const centers = useQuery({
    queryKey: ["volunteer_centers"],
    queryFn: async ({ signal }) =>
      (await client.get<{ id: string; name: string }[]>(API_PATHS.volunteerCenters, { signal })).data ?? [],
    enabled: sharing,
  });
  const sharingCenters: SharingCenter[] | undefined = sharing
    ? (centers.data ?? []).filter((c) => c.id !== tenant.centerId).map((c) => ({ id: c.id, name: c.name }))
    : undefined;

  // Only an approved organization publishes (the server refuses with organization_not_approved):
  // a pending or denied one sees why and may save drafts. Without a selection the server decides.
  const organizations = useOrganizationList();
  const selected = organizations.data?.find((o) => o.id === organizationId);
  const organizationApproved = selected ? selected.status === "approved" : true;

  const failed = !validId || (editing && vacancy.isError);
  useEffect(() => {
    if (!validId || (isApiError(vacancy.error) && vacancy.error.status === 404)) setScreenError({ status: 404 });
    else if (vacancy.isError) setScreenError(toScreenError(vacancy.error));
  }, [validId, vacancy.isError, vacancy.error, setScreenError]);
  if (failed) return null;
  if (editing && !vacancy.data) {
    return (
      <SkeletonGroup label={t("form.loading")} className="mx-auto flex w-full max-w-3xl flex-col gap-4 py-4">
        <Skeleton variant="text" className="text-3xl" width="50%" />
        <Skeleton variant="block" height="20rem" />
      </SkeletonGroup>
    );
  }

  return (
    <VacancyFormScreen
      key={vacancy.data?.id ?? "new"}
      mode={editing ? "edit" : "add"}
      initialValues={vacancy.data ? formValuesOf(vacancy.data) : undefined}
      currentStatus={vacancy.data?.status}
      sharingCenters={sharingCenters}
      organizationApproved={organizationApproved}
      linkComponent={RouterLink}
      onUpload={(file) => uploadImage(services, file)}
      imagePicker={renderLibraryPicker}
      onSubmit={async (values, intent) => {
        const attributes = toVacancyAttributes(values, intent, sharing);
        try {
          if (editing) {
            await client.patch(API_PATHS.vacancy(id), { data: { type: "vacancy", id, attributes } });
          } else {
            await client.post(API_PATHS.vacancies, {
              data: { type: "vacancy", attributes: { ...attributes, organization_id: organizationId ?? undefined } },
            });
          }
        } catch (error) {
          throw toSubmitFailure(error);
        }
        await queryClient.invalidateQueries({ queryKey: VACANCIES_KEY });
        toast({ tone: "success", title: intent === "publish" ? t("form.published") : t("form.saved") });
        await navigate(localize("/vacancies"));
      }}
    />
  );
}
