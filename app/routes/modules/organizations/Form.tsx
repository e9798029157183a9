import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { API_PATHS } from "@contract/paths.ts";
import { OrganizationFormScreen } from "@features/organizations/OrganizationFormScreen.tsx";
import { formValuesOf, payloadOf } from "@features/organizations/viewModels.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { useToast } from "@ui/Toast/queue.tsx";
import { toSubmitFailure } from "../../../api/failure.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { uploadImage, useLocalize } from "../vacancies/api.ts";
import { fetchOrganization, ORGANIZATIONS_KEY, useViewer } from "./api.ts";

/** /organizations/{id}/edit and /organizations/add (its own chunk: the rich text editor lives here). */
export default function Form() {
  const services = useServices();
  const { client } = services;
  const { t } = useTranslation("organizations");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalize();
  const { id } = useParams();
  const editing = id !== undefined;
  const { viewer } = useViewer();
  const org = useQuery({
    queryKey: [...ORGANIZATIONS_KEY, "detail", id],
    queryFn: ({ signal }) => fetchOrganization(client, id!, signal),
    enabled: editing && /^\d{1,12}$/.test(id),
  });
  if (editing && org.isError)
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 py-4">
        <h1 className="text-3xl font-bold tracking-tight">{t("list.title")}</h1>
        <Notice retry={{ label: t("retry"), onRetry: () => void org.refetch() }}>{t("detail.failed")}</Notice>
      </div>
    );
  if (editing && !org.data)
    return (
      <SkeletonGroup label={t("detail.loading")} className="mx-auto flex w-full max-w-3xl flex-col gap-4 py-4">
        <h1 className="sr-only">{t("detail.loading")}</h1>
        <Skeleton variant="block" height="20rem" />
      </SkeletonGroup>
    );
  const canChangeType = viewer.centerStaff;

  return (
    <OrganizationFormScreen
      key={org.data?.organization.id ?? "new"}
      mode={editing ? "edit" : "add"}
      initialValues={org.data ? formValuesOf(org.data.organization) : undefined}
      canChangeType={canChangeType}
      onUpload={(file) => uploadImage(services, file)}
      cancelHref={localize(editing ? `/organizations/${id}` : "/organizations")}
      linkComponent={RouterLink}
      onSubmit={async (values) => {
        const { address, profile, ...attributes } = payloadOf(values, canChangeType);
        let orgId = id;
        try {
          if (editing) {
            await client.put(API_PATHS.organization(id), {
              data: { type: "organization", id, attributes: { ...attributes, address, profile } },
            });
          } else {
            const created = await client.post<{ id: string }>(API_PATHS.organizations, {
              data: {
                type: "organization",
                attributes: { ...attributes, organization_type: values.organization_type },
              },
            });
            orgId = created.data.id;
            await client.put(API_PATHS.organization(orgId), {
              data: { type: "organization", id: orgId, attributes: { address, profile } },
            });
          }
        } catch (error) {
          throw toSubmitFailure(error);
        }
        await queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_KEY });
        if (!editing) {
          toast({ tone: "success", title: t("toast.created", { name: attributes.name }) });
          try {
            await client.post(API_PATHS.users, {
              data: {
                type: "user",
                attributes: { ...values.admin, role: "admin", organization_id: orgId },
              },
            });
            toast({ tone: "success", title: t("toast.invited", { email: values.admin.email }) });
          } catch (error) {
            toast({
              tone: "danger",
              title: t("toast.inviteFailed"),
              description: error instanceof Error ? error.message : undefined,
            });
          }
        } else toast({ tone: "success", title: t("toast.saved", { name: attributes.name }) });
        await navigate(localize(`/organizations/${orgId}`));
      }}
    />
  );
}
