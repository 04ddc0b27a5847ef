import { Anchor, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { PRIVACY_PATH } from "@portal/schema";
import classes from "./shell.module.css";

/**
 * Copyright line with the year and the link to the market's privacy policy (the layout provides the <footer>
 * landmark). One line from `sm` on (the copyright gives way, the link stays whole); on a phone, the copyright whole
 * over the link (shell.module.css, FRAME.phoneFooterHeight).
 */
export function Footer() {
  return (
    <div className={classes.footer}>
      <Text size="xs" c="dimmed" className={classes.copyright}>
        <FormattedMessage id="footer.copyright" values={{ year: String(new Date().getFullYear()) }} />
      </Text>
      <Anchor component={Link} to={PRIVACY_PATH} size="xs" className={classes.privacy}>
        <FormattedMessage id="footer.privacy" />
      </Anchor>
    </div>
  );
}
