import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "@ui/Toast/queue.tsx";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ContentEditorScreen, type ContentPageValues } from "@features/content/ContentEditorScreen.tsx";
import { ContentListScreen } from "@features/content/ContentListScreen.tsx";
import { ContentPageScreen } from "@features/content/ContentPageScreen.tsx";
import type { ContentPage } from "@features/content/types.ts";
import { API_PATHS } from "@contract/paths.ts";
import { toSubmitFailure } from "../../../api/failure.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { renderLibraryPicker } from "../media/LibraryPicker.tsx";
import { useServices } from "../../../services.tsx";
import { CONTENT_KEY, fetchPage, listPages } from "./api.ts";
import { renderVacancyList, useContact } from "./Page.tsx";

const EDIT = "edit";
const toAttributes = (v: ContentPageValues) => ({
  title: v.title,
  slug: v.slug.trim(),
  summary: v.summary,
  hero_image_url: v.heroImageUrl,
  hero_image_alt: v.heroImageAlt,
  seo_description: v.seoDescription,
  blocks: v.blocks,
});

function Editor({ id }: { id: string }) {
  const { client } = useServices();
  const { t } = useTranslation("content");
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const contact = useContact();
  const isNew = id === "new";
  const query = useQuery({
    queryKey: [...CONTENT_KEY, "page", id],
    queryFn: ({ signal }) => fetchPage(client, id, signal),
    enabled: !isNew,
  });
  const save = async (values: ContentPageValues, publish: boolean) => {
    const attributes = { ...toAttributes(values), ...(publish ? { status: "published" } : {}) };
    try {
      const res = isNew
        ? await client.post<ContentPage>(API_PATHS.contentPages, { data: { type: "content_page", attributes } })
        : await client.patch<ContentPage>(API_PATHS.contentPage(id), { data: { type: "content_page", attributes } });
      await queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
      toast({ title: publish ? t("list.published") : t("editor.saved"), tone: "success" });
      if (isNew) void navigate(`/content?${EDIT}=${res.data.id}`, { replace: true });
    } catch (error) {
      throw toSubmitFailure(error);
    }
  };
  return (
    <ContentEditorScreen
      status={isNew ? "success" : query.isPending ? "loading" : query.isError ? "error" : "success"}
      page={isNew ? undefined : query.data}
      onSave={save}
      onRetry={() => void query.refetch()}
      backHref="/content"
      linkComponent={RouterLink}
      imagePicker={renderLibraryPicker}
      renderPreview={(v) => (
        <ContentPageScreen
          status="success"
          page={{
            id,
            ...v,
            summary: v.summary || null,
            heroImageUrl: v.heroImageUrl || null,
            heroImageAlt: v.heroImageAlt || null,
            seoDescription: v.seoDescription || null,
            status: query.data?.status ?? "draft",
            home: v.slug === "",
            publishedAt: null,
            createdAt: "",
            updatedAt: "",
          }}
          onRetry={() => {}}
          renderVacancyList={renderVacancyList}
          contact={contact}
          linkComponent={RouterLink}
        />
      )}
    />
  );
}

function List() {
  const { client } = useServices();
  const { t } = useTranslation("content");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = { title: params.get("title") ?? "", status: params.get("status") ?? "" };
  const query = useQuery({
    queryKey: [...CONTENT_KEY, "list", filters],
    queryFn: ({ signal }) => listPages(client, { ...filters, page: 1 }, signal),
  });
  const change = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast({ title: done, tone: "success" });
    } catch {
      toast({ title: t("list.actionFailed"), tone: "danger" });
    }
    await queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
  };
  return (
    <ContentListScreen
      status={query.isPending ? "loading" : query.isError ? "error" : "success"}
      pages={query.data?.pages ?? []}
      filters={filters}
      onFiltersChange={(next) => {
        const out = new URLSearchParams();
        if (next.title) out.set("title", next.title);
        if (next.status) out.set("status", next.status);
        setParams(out, { replace: true });
      }}
      onPublish={(page, publish) =>
        void change(
          () =>
            client.patch(API_PATHS.contentPage(page.id), {
              data: { type: "content_page", attributes: { status: publish ? "published" : "draft" } },
            }),
          publish ? t("list.published") : t("list.unpublished"),
        )
      }
      onDelete={(page) => void change(() => client.delete(API_PATHS.contentPage(page.id)), t("list.deleted"))}
      onRetry={() => void query.refetch()}
      editHref={(id) => `/content?${EDIT}=${id ?? "new"}`}
      linkComponent={RouterLink}
    />
  );
}

/** /content: the center's pages; `?edit=<id>` (or `new`) opens the editor. */
export default function Index() {
  const [params] = useSearchParams();
  const edit = params.get(EDIT);
  return edit ? <Editor key={edit} id={edit} /> : <List />;
}
