import { describe, expect, it } from "vitest";
import { acceptsFile, formatFileSize } from "./FileUpload.tsx";

const file = (name: string, type: string) => new File(["x"], name, { type });

describe("acceptsFile", () => {
  it("matches MIME types, wildcards and extensions", () => {
    expect(acceptsFile(file("a.pdf", "application/pdf"), "application/pdf")).toBe(true);
    expect(acceptsFile(file("a.png", "image/png"), "image/*")).toBe(true);
    expect(acceptsFile(file("A.DOCX", ""), ".docx, .pdf")).toBe(true);
    expect(acceptsFile(file("a.exe", "application/x-msdownload"), "image/*,.pdf")).toBe(false);
    expect(acceptsFile(file("a.exe", "application/x-msdownload"), undefined)).toBe(true);
  });
});

describe("formatFileSize", () => {
  it("formats in the locale", () => {
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(1536 * 1024)).toBe("1,5 MB");
    expect(formatFileSize(1536 * 1024, "en-GB")).toBe("1.5 MB");
    expect(formatFileSize(20 * 1024 * 1024)).toBe("20 MB");
  });
});
