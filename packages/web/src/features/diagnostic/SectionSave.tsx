import { useState, type ReactNode } from "react";
import { Alert, Button, Group, Text } from "@mantine/core";
import { useApolloClient } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { notifyError } from "../../app/apollo/notifyError";
import { SaveFeedback } from "../../ui/form/SaveFeedback";
import { useSingleFlight } from "../../ui/useSingleFlight";
import { SAVED_MS, afterDiagnosticSave } from "./afterSave";
import classes from "./diagnostic.module.css";

/*
 * How a section of the diagnostic saves (spec 2 §9), the same in every section: its save button while it has changes
 * (one save at a time), the note that changes are pending, and after a save the "saved" banner for 3 s and the screen
 * read again (`afterDiagnosticSave`).
 */

export type SectionSave = ReturnType<typeof useSectionSave>;

export function useSectionSave() {
  const client = useApolloClient();
  const single = useSingleFlight();
  const [justSaved, setJustSaved] = useState(false);
  /** A save answered: the banner, and the screen read again. */
  const done = async () => {
    setJustSaved(true);
    await afterDiagnosticSave(client);
  };
  /** Sends the section (`send`); a refusal is notified and changes nothing, else `onSaved` marks what is saved, then `done`. */
  const commit = async (send: () => Promise<unknown>, onSaved: () => void) => {
    try {
      await send();
    } catch (error) {
      notifyError(error);
      return;
    }
    onSaved();
    await done();
  };
  return { run: single.run, busy: single.busy, justSaved, hide: () => setJustSaved(false), done, commit };
}

/** The section's save button: `onSave` runs once at a time. */
export function SaveButton({ saving, loading, onSave }: { saving: SectionSave; loading: boolean; onSave: () => Promise<void> }) {
  return (
    <Button onClick={() => void saving.run(onSave)} loading={loading || saving.busy}>
      <FormattedMessage id="diagnostic.save" />
    </Button>
  );
}

/**
 * Under a section's editor: while it has changes, that they are pending (an alert, or a line beside the save `button`
 * when the section shows its button here), and once saved the "saved" banner.
 */
export function SaveState({ dirty, saving, button }: { dirty: boolean; saving: SectionSave; button?: ReactNode }) {
  const pending = <FormattedMessage id="diagnostic.pending" />;
  return (
    <>
      {dirty &&
        (button ? (
          <Group gap="sm" className={classes.noPrint}>
            {button}
            <Text size="sm" c="orange.9" role="status">
              {pending}
            </Text>
          </Group>
        ) : (
          <Alert color="yellow" role="status" className={classes.noPrint}>
            {pending}
          </Alert>
        ))}
      <SaveFeedback
        look="banner"
        shown={!dirty && saving.justSaved}
        messageId="diagnostic.saved"
        className={classes.noPrint}
        hideAfterMs={SAVED_MS}
        onHide={saving.hide}
      />
    </>
  );
}
