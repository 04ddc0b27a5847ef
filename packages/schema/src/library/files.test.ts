import { describe, expect, it } from "vitest";
import { fileFailureOf, fileFailureParam, fileUnavailablePath, FILE_FAILURE_STATUS } from "./files.js";

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
