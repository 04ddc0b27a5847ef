import { useEffect, useMemo, useRef, useState } from "react";
import { Text, TextInput } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { copyText, createFlash } from "./copyLink";

/**
 * The read-only short-link box of the file detail: focusing it selects the link and copies it to
 * the clipboard, then a 'copied' message shows for 3 seconds. Where the clipboard is refused the
 * link stays selected and a hint says how to copy it.
 */
export function CopyLinkBox({ link }: { link: string }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState(false);
  const flash = useMemo(() => createFlash(setCopied), []);
  useEffect(() => () => flash.dispose(), [flash]);

  const onFocus = async () => {
    const ok = await copyText(link, {
      clipboard: typeof navigator !== "undefined" ? navigator.clipboard : null,
      select: () => input.current?.select(),
    });
    setManual(!ok);
    if (ok) flash.show();
  };

  return (
    <div>
      <TextInput
        ref={input}
        label={intl.formatMessage({ id: "library.detail.link" })}
        description={intl.formatMessage({ id: "library.detail.link_hint" })}
        value={link}
        readOnly
        onFocus={onFocus}
        onClick={() => input.current?.select()}
      />
      <Text size="sm" c={copied ? "teal" : "dimmed"} mt={4} role="status" aria-live="polite" mih={20}>
        {copied ? <FormattedMessage id="library.detail.copied" /> : manual ? <FormattedMessage id="library.detail.copy_manual" /> : null}
      </Text>
    </div>
  );
}
