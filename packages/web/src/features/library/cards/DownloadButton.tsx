import type { MouseEvent } from "react";
import { Button, type ButtonProps } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { useDownload } from "./download";

interface Props extends ButtonProps {
  file: { url: string; name: string };
  /** The resource's name, which the button's label says. */
  resourceName: string;
}

/** A resource's "Download": the link to its file, downloaded in the portal (`useDownload`), labelled with the resource. */
export function DownloadButton({ file, resourceName, ...look }: Props) {
  const intl = useIntl();
  const download = useDownload();
  return (
    <Button
      component="a"
      href={file.url}
      download={file.name}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => download(event, file, resourceName)}
      {...look}
      aria-label={intl.formatMessage({ id: "library.card.download_label" }, { name: resourceName })}
    >
      <FormattedMessage id="library.card.download" />
    </Button>
  );
}
