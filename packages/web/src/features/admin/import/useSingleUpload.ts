import { useState } from "react";
import { UploadError, uploadFile } from "./importView";
import { type Phase } from "./importParts";

/** A single file sent to an upload route with its own checks (the photo, the social-media PDF). */
export function useSingleUpload(url: string, check: (file: File) => string | null | Promise<string | null>) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [stored, setStored] = useState<string | null>(null);
  const send = async () => {
    setStored(null);
    if (!file) return setPhase({ kind: "failed", key: "admin.import.choose_file" });
    const problem = await check(file);
    if (problem) return setPhase({ kind: "failed", key: problem });
    setPhase({ kind: "uploading", percent: 0 });
    try {
      const uploaded = await uploadFile(url, file, (percent) => setPhase({ kind: "uploading", percent }));
      setPhase({ kind: "idle" });
      setStored(uploaded.url);
      setFile(null);
      return uploaded;
    } catch (error) {
      setPhase({ kind: "failed", key: error instanceof UploadError ? error.key : "error.generic" });
    }
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPhase({ kind: "idle" });
    setStored(null);
  };
  return { file, choose, phase, stored, send, busy: phase.kind === "uploading" };
}
