import { useEffect } from "react";
import { useIntl } from "react-intl";
import { useScreenTitleId } from "./screenTitle";

/** The browser tab's title follows the screen, in the page's language: "Nacional · Portal de Marketing". */
export function DocumentTitle() {
  const titleId = useScreenTitleId();
  const intl = useIntl();
  const app = intl.formatMessage({ id: "app.name" });
  const title = titleId ? `${intl.formatMessage({ id: titleId })} · ${app}` : app;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
