import { useSetAtom } from "../lib/atoms.ts";
import { useEffect } from "react";
import { useCurrentCenter } from "../centerProfile.ts";
import { screenErrorAtom } from "../errors/state.ts";

/** A page of one thing (a news item, a place on the social map): the 404 screen when it is missing, its name in the title once loaded. */
export function useEntityPage(notFound: boolean, title: string | undefined) {
  const setScreenError = useSetAtom(screenErrorAtom);
  const center = useCurrentCenter();
  useEffect(() => {
    if (notFound) setScreenError({ status: 404 });
  }, [notFound, setScreenError]);
  useEffect(() => {
    if (title) document.title = `${title} - ${center.data?.name ?? ""}`;
  }, [title, center.data?.name]);
}
