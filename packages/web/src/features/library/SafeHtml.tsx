import { useMemo } from "react";
import { Typography } from "@mantine/core";
import { sanitizeHtml } from "./sanitizeHtml";
import classes from "./library.module.css";
import "@mantine/core/styles/Typography.css";

/** Catalogue HTML rendered after sanitising (loaded lazily with DOMPurify, only where a description shows). */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Typography className={classes.description} dangerouslySetInnerHTML={{ __html: clean }} />;
}
