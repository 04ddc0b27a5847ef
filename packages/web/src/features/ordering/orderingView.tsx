import { ThemeIcon, Tooltip } from "@mantine/core";
import "@mantine/core/styles/ThemeIcon.css";
import { useIntl, type IntlShape } from "react-intl";
import {
  DIGITAL_ONLY_BUDGET_EUR,
  CUSTOM_UNIT_SCALE,
  DIRECTIONS,
  INVERTED_STATUS_ICON,
  ORDER_STATUS,
  ORDERING_MESSAGES,
  UNIT_SCALES,
  type OrderUploadKind,
} from "@portal/schema";
import { Icon } from "../../ui/icons";
import { postUpload, UploadError } from "../../ui/upload";

export const ORDERS_PATH = "/orders";
export const CART_PATH = "/cart";
export const orderDetailsPath = (id: string) => `/order/details/${encodeURIComponent(id)}`;
export const orderEditPath = (cartKey: string) => `/order/edit/${encodeURIComponent(cartKey)}`;
export const adminOrderPath = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

/** A file stored for an order: what an item or a chat message refers to (`path`) and what the page shows. */
export interface UploadedFile {
  path: string;
  name: string;
  url: string;
}

/**
 * Sends one file to the BFF's upload route (`/uploads/order/{kind}`, through the web's upload client), which checks
 * its size, type and name and stores it at the catalogue. Throws an UploadError with the message key to show.
 */
export async function uploadOrderFile(kind: OrderUploadKind, file: File): Promise<UploadedFile> {
  const { ok, answer, refusal } = await postUpload(`/uploads/order/${kind}`, file);
  if (!ok || !answer?.path) throw new UploadError(refusal ?? ORDERING_MESSAGES.uploadMissing);
  return { path: answer.path, name: answer.name ?? file.name, url: answer.url ?? "" };
}

/** The status icons: a clock (processing, drawn inverted), an hourglass, a truck, a check, a cross. */
const STATUS_ICON: Record<number, { color: string; path: string }> = {
  [ORDER_STATUS.PROCESSING]: { color: "blue", path: "M12 7v5l3 3" },
  [ORDER_STATUS.PENDING]: { color: "yellow", path: "M7 4h10M7 20h10M8 4c0 5 8 5 8 8s-8 3-8 8M16 4c0 5-8 5-8 8" },
  [ORDER_STATUS.IN_PRODUCTION]: { color: "grape", path: "M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1" },
  [ORDER_STATUS.DELIVERED]: { color: "green", path: "M5 12l5 5L20 7" },
  [ORDER_STATUS.CANCELLED]: { color: "red", path: "M6 6l12 12M18 6L6 18" },
};

/** An order's status: its icon (status 1 inverted: filled) and its name. */
export function StatusBadge({ status, name }: { status: number; name: string }) {
  const icon = STATUS_ICON[status] ?? STATUS_ICON[ORDER_STATUS.PROCESSING];
  const inverted = status === INVERTED_STATUS_ICON;
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
      <ThemeIcon variant={inverted ? "filled" : "light"} color={icon.color} size="sm" radius="xl" aria-hidden>
        <Icon width={14} height={14}>
          {status === ORDER_STATUS.PROCESSING && <circle cx="12" cy="12" r="9" />}
          <path d={icon.path} />
        </Icon>
      </ThemeIcon>
      <span>{name}</span>
    </span>
  );
}

/** The arrow glyph of each direction (1–10). */
export const DIRECTION_GLYPHS = ["↑", "→", "←", "↱", "↰", "↩", "⤼", "⥀", "⤽", "⟲"] as const;

/** A direction arrow with its name as its accessible label. */
export function DirectionArrow({ value }: { value: number }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `ordering.direction.${DIRECTIONS[value - 1]}` });
  return (
    <Tooltip label={label}>
      <span role="img" aria-label={label} style={{ fontSize: 22, lineHeight: 1 }}>
        {DIRECTION_GLYPHS[value - 1]}
      </span>
    </Tooltip>
  );
}

/** The text of an item's unit scale ('' without one). */
export function unitScaleLabel(scale: number, custom: string): string {
  if (scale === CUSTOM_UNIT_SCALE) return custom;
  return UNIT_SCALES.find((s) => s.id === scale)?.label ?? "";
}

/** The amount up to which budgets are digital-only, as the language writes euros ("2000 €", "2.000 €"). */
export const digitalOnlyAmount = (intl: IntlShape) =>
  intl.formatNumber(DIGITAL_ONLY_BUDGET_EUR, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
