import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { API_PATHS } from "@contract/paths.ts";
import { MenuItemsScreen, type MenuItemValues } from "@features/content/MenuItemsScreen.tsx";
import type { MenuItem } from "@features/content/types.ts";
import { useToast } from "@ui/Toast/queue.tsx";
import { toSubmitFailure } from "../../../api/failure.ts";
import { useServices } from "../../../services.tsx";
import { CONTENT_KEY, listPages, MENU_KEY, useMenu } from "./api.ts";

const attributesOf = (v: MenuItemValues) => ({
  label: v.label,
  location: v.location,
  target_type: v.targetType,
  content_page_id: v.targetType === "page" ? v.contentPageId || null : null,
  url: v.targetType === "page" ? null : v.url,
  parent_id: v.parentId || null,
});

/** /content/menu-items: the center's menus; every change shows to visitors on their next page. */
export default function MenuItems() {
  const { client } = useServices();
  const { t } = useTranslation("content");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const menu = useMenu();
  const pages = useQuery({
    queryKey: [...CONTENT_KEY, "list", "all"],
    queryFn: ({ signal }) => listPages(client, { page: 1 }, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: MENU_KEY });
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      toast({ title: t("menu.saved"), tone: "success" });
    } catch {
      toast({ title: t("menu.saveFailed"), tone: "danger" });
    }
    await refresh();
  };
  return (
    <MenuItemsScreen
      status={menu.isPending ? "loading" : menu.isError ? "error" : "success"}
      items={menu.data ?? []}
      pages={(pages.data?.pages ?? []).map((p) => ({ id: p.id, title: p.home ? `${p.title} (/)` : p.title }))}
      onSave={async (values, id) => {
        const body = { data: { type: "menu_item", attributes: attributesOf(values) } };
        try {
          if (id) await client.patch(API_PATHS.menuItem(id), body);
          else await client.post(API_PATHS.menuItems, body);
        } catch (error) {
          throw toSubmitFailure(error);
        }
        toast({ title: t("menu.saved"), tone: "success" });
        await refresh();
      }}
      onMove={(item: MenuItem, position) =>
        void run(() =>
          client.patch(API_PATHS.menuItem(item.id), { data: { type: "menu_item", attributes: { position } } }),
        )
      }
      onRemove={(item) => void run(() => client.delete(API_PATHS.menuItem(item.id)))}
      onRetry={() => void menu.refetch()}
    />
  );
}
