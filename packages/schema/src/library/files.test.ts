import { describe, expect, it } from "vitest";
import {
  fileFailureOf,
  fileFailureParam,
  fileUnavailablePath,
  FILE_FAILURE_STATUS,
  resourceFileUrl,
  collectionZipUrl,
  resourcePreviewUrl,
  staticFileUrl,
} from "./files.js";

describe("file failures", () => {
  it("maps error codes to failures, and anything unknown to FAILED", () => {
    expect(["UNAUTHENTICATED", "UPSTREAM_FORBIDDEN", "UPSTREAM_UNAVAILABLE", "NOT_FOUND", "UPSTREAM_REJECTED", undefined].map(fileFailureOf)).toEqual(
      ["UNAUTHENTICATED", "UPSTREAM_FORBIDDEN", "UPSTREAM_UNAVAILABLE", "NOT_FOUND", "FAILED", "FAILED"],
    );
    expect(FILE_FAILURE_STATUS.NOT_FOUND).toBe(404);
  });

  it("names the failure in the page's path, and reads back only known ones", () => {
    expect(fileUnavailablePath("NOT_FOUND")).toBe("/file-unavailable?reason=NOT_FOUND");
    expect(fileFailureParam("UPSTREAM_UNAVAILABLE")).toBe("UPSTREAM_UNAVAILABLE");
    expect(fileFailureParam("toString")).toBe("FAILED");
    expect(fileFailureParam(null)).toBe("FAILED");
  });
});

describe("file URLs", () => {
  it("are built once: static files by path (leading slashes dropped, an optional version), resources by id", () => {
    expect(staticFileUrl("reports/01-2026/a.pdf")).toBe("/files/static/reports/01-2026/a.pdf");
    expect(staticFileUrl("/channels/rrss.pdf")).toBe("/files/static/channels/rrss.pdf");
    expect(staticFileUrl("marketing/cover.jpg", "2026-01-02 10:00")).toBe("/files/static/marketing/cover.jpg?v=2026-01-02%2010%3A00");
    expect(staticFileUrl("marketing/cover.jpg", null)).toBe("/files/static/marketing/cover.jpg");
    expect(resourceFileUrl("42")).toBe("/files/resource/42");
    expect(resourcePreviewUrl("42")).toBe("/files/preview/42");
    expect(collectionZipUrl("7")).toBe("/files/collection/7");
  });
});
