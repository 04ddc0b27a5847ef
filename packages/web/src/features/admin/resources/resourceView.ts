import { RESOURCE_THUMBNAIL, formatDateTime } from "@portal/schema";
import type { ResourceStatus, SectionType } from "../../../gql/graphql";

export const RESOURCE_LIST_PATH = "/admin/resources";
/** The form of a resource: /admin/resources/add, /admin/resources/{id} (route `resources_edit`, spec 1 §2). */
export const resourceFormPath = (id: string | null) => `${RESOURCE_LIST_PATH}/${id === null ? "add" : encodeURIComponent(id)}`;

/** The form's categories: the library's areas, in the order the select shows them. */
export const CATEGORIES: readonly SectionType[] = ["NATIONAL", "LOCAL", "COMMUNICATION", "TOOLKIT", "BEST_PRACTICE"];
export const STATUSES: readonly ResourceStatus[] = ["DRAFT", "ACTIVE", "INACTIVE"];

export const categoryLabelId = (category: SectionType) => `admin.resources.category.${category}`;
export const statusLabelId = (status: ResourceStatus) => `admin.resources.status.${status}`;
export const languageLabelId = (language: string) => `admin.resources.language.${language}`;

/** A date of the API as the admin tables show it (DD/MM/YYYY HH:mm); "—" without one. */
export function showDateTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? formatDateTime(date) : "—";
}

/** A file size as people read it (KB, MB). */
export function showSize(bytes: number | null | undefined): string {
  if (bytes == null) return "";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The thumbnail the browser makes of the chosen image (spec 1 §4): the cropped area drawn on a 600×600 canvas, as JPEG
 * at quality 0.8 (`toBlob('image/jpeg', 0.8)`).
 */
export async function cropThumbnail(source: string, area: CropArea): Promise<Blob> {
  const image = await new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error("image"));
    img.src = source;
  });
  const canvas = document.createElement("canvas");
  canvas.width = RESOURCE_THUMBNAIL.size;
  canvas.height = RESOURCE_THUMBNAIL.size;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("canvas");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("toBlob"))), "image/jpeg", RESOURCE_THUMBNAIL.quality),
  );
}
