import { useEffect } from "react";
import { Alert } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import classes from "./diagnostic.module.css";

/** How long the saved message shows (spec 2 §9). */
const SAVED_MS = 3000;

/** "Changes saved", for 3 seconds. */
export function SavedNote({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, SAVED_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <Alert color="green" role="status" className={classes.noPrint}>
      <FormattedMessage id="diagnostic.saved" />
    </Alert>
  );
}
