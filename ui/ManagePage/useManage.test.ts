import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useManageForm, type SubmitFailure } from "./useManage.ts";

const texts = { checkFields: "Controleer de gemarkeerde velden.", failed: "Dat is niet gelukt." };

describe("useManageForm", () => {
  it("stops at the form's own checks: their messages per field, one above, no save", async () => {
    const { result } = renderHook(() => useManageForm(texts));
    const save = vi.fn(async () => {});
    await act(() => result.current.submit({ name: "Vul de naam in." }, save));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: "Vul de naam in." });
    expect(result.current.failed).toBe(texts.checkFields);
  });

  it("saves when the checks pass, and clears the earlier messages", async () => {
    const { result } = renderHook(() => useManageForm(texts));
    await act(() => result.current.submit({ name: "Vul de naam in." }, async () => {}));
    const save = vi.fn(async () => {});
    await act(() => result.current.submit({}, save));
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.errors).toEqual({});
    expect(result.current.failed).toBeUndefined();
    expect(result.current.busy).toBe(false);
  });

  it("shows the server's messages under their fields, or the general failure", async () => {
    const { result } = renderHook(() => useManageForm(texts));
    const fieldFailure: SubmitFailure = Object.assign(new Error("422"), { fieldErrors: { city: "Onbekende plaats." } });
    await act(() => result.current.submit({}, () => Promise.reject(fieldFailure)));
    expect(result.current.errors).toEqual({ city: "Onbekende plaats." });
    expect(result.current.failed).toBe(texts.checkFields);
    await act(() => result.current.submit({}, () => Promise.reject(new Error("500"))));
    expect(result.current.errors).toEqual({});
    expect(result.current.failed).toBe(texts.failed);
  });
});
