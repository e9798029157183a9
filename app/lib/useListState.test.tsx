import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { param, readListState, useListState, writeListState } from "./useListState.ts";

const SCHEMA = {
  status: param.oneOf(["approved", "pending", "denied"] as const),
  types: param.manyOf(["School", "Church"] as const),
  q: param.text(10),
  sort: param.oneOf(["name", "-name", "created_at"] as const, "name"),
  organization: param.id(),
  mine: param.flag(),
  page: param.page(),
};
const read = (qs: string) => readListState(SCHEMA, new URLSearchParams(qs));
const write = (qs: string, change: Parameters<typeof writeListState<typeof SCHEMA>>[2]) =>
  writeListState(SCHEMA, new URLSearchParams(qs), change).toString();

describe("readListState", () => {
  it("reads typed values and falls back to the defaults for anything invalid", () => {
    expect(
      read(
        "status=pending&types=School,Church,Evil,School&q=abcdefghijklmnop&sort=-name&organization=12&mine=true&page=3",
      ),
    ).toEqual({
      status: "pending",
      types: ["School", "Church"],
      q: "abcdefghij",
      sort: "-name",
      organization: "12",
      mine: true,
      page: 3,
    });
    expect(read("status=weg&sort=password&organization=0x1&mine=1&page=-2")).toEqual({
      status: undefined,
      types: [],
      q: "",
      sort: "name",
      organization: undefined,
      mine: false,
      page: 1,
    });
    expect(read("page=2.5").page).toBe(1);
    expect(read("page=99999999").page).toBe(10_000);
  });
});

describe("writeListState", () => {
  it("sends the list back to page 1 when a filter or the sort changes", () => {
    expect(write("status=pending&page=4", { q: "zorg" })).toBe("status=pending&q=zorg");
    expect(write("page=4", { sort: "-name" })).toBe("sort=-name");
    expect(write("page=4&types=School", { types: ["School", "Church"] })).toBe("types=School%2CChurch");
  });
  it("keeps the page when nothing but the page changes, or a filter is set to what it was", () => {
    expect(write("status=pending&page=4", { page: 5 })).toBe("status=pending&page=5");
    expect(write("status=pending&page=4", { status: "pending" })).toBe("status=pending&page=4");
  });
  it("leaves defaults and empty values out of the URL and keeps parameters it does not know", () => {
    expect(write("status=pending&sort=-name&page=2&utm=x", { status: undefined, sort: "name", page: 1 })).toBe("utm=x");
    expect(write("q=zorg", { q: "" })).toBe("");
    expect(write("", { mine: true, organization: "7" })).toBe("mine=true&organization=7");
  });
});

describe("useListState", () => {
  function setup(url: string) {
    let api!: ReturnType<typeof useListState<typeof SCHEMA>>;
    function Probe() {
      api = useListState(SCHEMA);
      return <p>{api.state.page}</p>;
    }
    const router = createMemoryRouter([{ path: "/organizations", element: <Probe /> }], { initialEntries: [url] });
    render(<RouterProvider router={router} />);
    return { router, api: () => api };
  }

  it("replaces the history entry for a filter and pushes one for a page", async () => {
    const { router, api } = setup("/organizations?page=2");
    await act(async () => api().update({ status: "denied" }));
    expect(router.state.location.search).toBe("?status=denied");
    expect(router.state.historyAction).toBe("REPLACE");
    await act(async () => api().update({ page: 3 }));
    expect(router.state.location.search).toBe("?status=denied&page=3");
    expect(router.state.historyAction).toBe("PUSH");
    expect(api().state).toMatchObject({ status: "denied", page: 3 });
    await act(async () => router.navigate(-1));
    expect(api().state.page).toBe(1);
    await act(async () => api().update({ q: "zorg" }, { history: "push" }));
    expect(router.state.historyAction).toBe("PUSH");
  });
});
