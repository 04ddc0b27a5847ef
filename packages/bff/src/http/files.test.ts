import "reflect-metadata";
import { describe, expect, it } from "vitest";
import { attachment } from "./files.js";

describe("download file names", () => {
  it("keep the catalogue's name, with an ASCII fallback for non-ASCII names", () => {
    expect(attachment(`attachment; filename="Guia.pdf"`)).toBe(`attachment; filename=Guia.pdf`);
    expect(attachment(`attachment; filename*=UTF-8''Guia%20de%20aberturas%20%E2%80%93%20edi%C3%A7%C3%A3o%202026.pdf`)).toBe(
      `attachment; filename="Guia de aberturas ? edi??o 2026.pdf"; filename*=UTF-8''Guia%20de%20aberturas%20%E2%80%93%20edi%C3%A7%C3%A3o%202026.pdf`,
    );
  });

  it("are cleaned of paths, control characters, reserved characters and leading dots", () => {
    expect(attachment(`attachment; filename="../../etc/passwd"`)).toBe(`attachment; filename=etc_passwd`);
    expect(attachment(`attachment; filename*=UTF-8''%2E%2Ebashrc%0A%3Cx%3E.pdf`)).toBe(`attachment; filename=bashrc_x_.pdf`);
    expect(attachment(`attachment; filename="C:\\\\temp\\\\a|b.pdf"`)).toBe(`attachment; filename=C_temp_a_b.pdf`);
    expect(attachment(undefined)).toBe(`attachment; filename=download`);
    expect(attachment("not a header ;;")).toBe(`attachment; filename=download`);
  });
});
